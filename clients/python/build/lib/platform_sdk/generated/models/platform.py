from enum import StrEnum


class Platform(StrEnum):
    ANDROID = "android"
    IOS = "ios"
    LINUX = "linux"
    MACOS = "macos"
    OTHER = "other"
    WINDOWS = "windows"

    def __str__(self) -> str:
        return str(self.value)
