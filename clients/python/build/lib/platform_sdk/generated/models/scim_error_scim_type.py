from enum import StrEnum


class ScimErrorScimType(StrEnum):
    INVALIDFILTER = "invalidFilter"
    INVALIDPATH = "invalidPath"
    INVALIDSYNTAX = "invalidSyntax"
    INVALIDVALUE = "invalidValue"
    INVALIDVERS = "invalidVers"
    MUTABILITY = "mutability"
    NOTARGET = "noTarget"
    SENSITIVE = "sensitive"
    TOOMANY = "tooMany"
    UNIQUENESS = "uniqueness"

    def __str__(self) -> str:
        return str(self.value)
