"""Errors the client raises, carrying the platform's problem details (RFC 9457) when it sent one."""

from __future__ import annotations

import json
from typing import Any


class PlatformError(Exception):
    """A call the platform refused (a status that is not the operation's success)."""

    def __init__(self, status: int, problem: dict[str, Any] | None = None) -> None:
        self.status = status
        self.problem: dict[str, Any] = problem or {"status": status}
        title = self.problem.get("title", "error")
        detail = self.problem.get("detail")
        super().__init__(f"{status} {title}" + (f": {detail}" if detail else ""))

    @property
    def code(self) -> str | None:
        code = self.problem.get("code")
        return code if isinstance(code, str) else None


class AuthenticationError(PlatformError):
    """The access token expired and could not be refreshed (no refresh token, or refresh refused)."""


class RateLimitError(PlatformError):
    """Still limited after the allowed number of waits for Retry-After."""


def problem_of(status: int, content: bytes) -> dict[str, Any]:
    try:
        body = json.loads(content) if content else None
    except ValueError:
        body = None
    if isinstance(body, dict):
        return body
    text = content[:200].decode("utf-8", "replace") if content else None
    return {"status": status, **({"title": text} if text else {})}
