from typing import Literal

Platform = Literal["android", "ios", "linux", "macos", "other", "windows"]

PLATFORM_VALUES: set[Platform] = {
    "android",
    "ios",
    "linux",
    "macos",
    "other",
    "windows",
}


def check_platform(value: str) -> Platform:
    if value in PLATFORM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLATFORM_VALUES!r}")
