from enum import StrEnum


class DeviceBulkDeleteOp(StrEnum):
    DELETE = "delete"

    def __str__(self) -> str:
        return str(self.value)
