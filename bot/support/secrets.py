"""Database credentials kept out of every output: a URL shown without them, and free text
(a driver's error, a log line) with any that slipped in replaced by ``***``."""

from __future__ import annotations

import re
from urllib.parse import urlsplit, urlunsplit

SECRET_PARAMS = frozenset({"password", "sslpassword", "passfile"})
# a credential anywhere in free text: a URL's user:password@, or a secret parameter
_IN_TEXT = re.compile(
    r"(?P<user>://[^:/@\s]+:)[^@\s]+@|(?P<param>\b(?:sslpassword|password|passfile)=)[^&\s'\"]+",
    re.IGNORECASE,
)


def redact(text: str) -> str:
    """Free text (a log line, a driver's error) with any database credential as ``***``."""
    return _IN_TEXT.sub(lambda m: f"{m['user']}***@" if m["user"] else f"{m['param']}***", text)


def without_password(url: str) -> str:
    """A URL fit for a log line or an error message: its password (``user:pass@``) and any
    secret parameter (``?password=``, ``sslpassword``, ``passfile``) shown as ``***``."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if parts.password is not None:
        netloc = f"{parts.username}:***@{netloc.rsplit('@', 1)[-1]}"
    query = "&".join(
        f"{name}=***" if name.lower() in SECRET_PARAMS else pair
        for pair in parts.query.split("&")
        if pair
        for name in [pair.partition("=")[0]]
    )
    return urlunsplit(parts._replace(netloc=netloc, query=query))
