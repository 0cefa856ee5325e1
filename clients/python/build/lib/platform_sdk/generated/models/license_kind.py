from enum import StrEnum


class LicenseKind(StrEnum):
    PER_PROJECT = "per_project"
    PER_SEAT = "per_seat"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
