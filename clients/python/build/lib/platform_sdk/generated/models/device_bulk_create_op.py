from enum import StrEnum


class DeviceBulkCreateOp(StrEnum):
    CREATE = "create"

    def __str__(self) -> str:
        return str(self.value)
