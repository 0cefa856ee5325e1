from enum import StrEnum


class ScimAttributeType(StrEnum):
    BINARY = "binary"
    BOOLEAN = "boolean"
    COMPLEX = "complex"
    DATETIME = "dateTime"
    DECIMAL = "decimal"
    INTEGER = "integer"
    REFERENCE = "reference"
    STRING = "string"

    def __str__(self) -> str:
        return str(self.value)
