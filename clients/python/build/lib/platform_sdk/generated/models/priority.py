from enum import StrEnum


class Priority(StrEnum):
    HIGH = "high"
    LOW = "low"
    NORMAL = "normal"
    URGENT = "urgent"

    def __str__(self) -> str:
        return str(self.value)
