from enum import StrEnum


class LicenseValidity(StrEnum):
    ACTIVE = "active"
    EXPIRED = "expired"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
