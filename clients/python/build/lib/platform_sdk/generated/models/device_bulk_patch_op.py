from enum import StrEnum


class DeviceBulkPatchOp(StrEnum):
    PATCH = "patch"

    def __str__(self) -> str:
        return str(self.value)
