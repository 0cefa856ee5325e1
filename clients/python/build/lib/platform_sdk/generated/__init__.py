"""A client library for accessing Developer Platform (sandbox contract)"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
