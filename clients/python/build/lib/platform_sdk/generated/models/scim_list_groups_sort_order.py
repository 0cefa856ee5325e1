from enum import StrEnum


class ScimListGroupsSortOrder(StrEnum):
    ASCENDING = "ascending"
    DESCENDING = "descending"

    def __str__(self) -> str:
        return str(self.value)
