from enum import StrEnum


class LicenseComplianceStatus(StrEnum):
    COMPLIANT = "compliant"
    OVER_DEPLOYED = "over_deployed"
    UNDER_USED = "under_used"

    def __str__(self) -> str:
        return str(self.value)
