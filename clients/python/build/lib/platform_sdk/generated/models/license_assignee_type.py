from enum import StrEnum


class LicenseAssigneeType(StrEnum):
    PROJECT = "project"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
