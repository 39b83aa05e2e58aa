"""Addresses and codes: what the host shows, what the friend types, and how it is read.

``parse`` reads an address as a person types it (``192.168.1.20``, ``192.168.1.20:47027``,
``fe80::1``, ``[2001:db8::5]:47027``, ``my-pc.local:47027``) into a host and a port, or says
what is wrong with it. ``lan_addresses`` lists the addresses of this computer a friend on the
same network can type, read from the system's own tables: nothing is sent anywhere to find
them (no connection, no name look-up, no broadcast). ``choose`` is the pure part (which of a
computer's addresses to show, in which order), tested on made-up tables.
"""

import ipaddress
import re
import secrets
import socket
import sys

DEFAULT_PORT = 47027  #: where a host listens unless told otherwise
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  #: no 0/O nor 1/I: a code read aloud or copied is not mistaken
CODE_LENGTH = 6
_HOST_NAME = re.compile(r"(?=.{1,253}\Z)[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.?\Z")


class AddressError(ValueError):
    """A typed address that cannot be used; ``key`` says why (``net.address.<key>``)."""

    def __init__(self, key, **values):
        super().__init__(key)
        self.key, self.values = key, values


def new_code():
    """A join code: six letters and digits, drawn by the system's secure random source."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def clean_code(typed):
    """A code as typed (any case, spaces or dashes between its letters) as it is compared."""
    return "".join(c for c in typed.upper() if c.isalnum())


def parse(typed, default_port=DEFAULT_PORT):
    """``(host, port)`` from an address as typed; ``AddressError`` when it is not one."""
    text = typed.strip()
    if not text:
        raise AddressError("empty")
    if not text.isascii() or not text.isprintable() or " " in text:
        raise AddressError("unreadable", text=text)
    port = default_port
    if text.startswith("["):  # [IPv6]:port
        end = text.find("]")
        if end < 0:
            raise AddressError("unreadable", text=text)
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":"):
                raise AddressError("unreadable", text=text)
            port = _port(rest[1:])
        _ipv6(host, text)
        return host, port
    if text.count(":") > 1:  # an IPv6 address without a port
        _ipv6(text, text)
        return text, port
    host, _, given = text.partition(":")
    if _:
        port = _port(given)
    try:
        ipaddress.IPv4Address(host)
        return host, port
    except ValueError:
        pass
    if re.fullmatch(r"[\d.]+", host) or not _HOST_NAME.match(host):
        raise AddressError("unreadable", text=text)
    return host, port


def _ipv6(host, text):
    try:
        ipaddress.IPv6Address(host.split("%")[0])
    except ValueError:
        raise AddressError("unreadable", text=text) from None


def _port(text):
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise AddressError("port", text=text)
    return int(text)


def port_field(typed):
    """The port a host typed: 1024 to 65535, or 0 for any free port (the screen then shows which);
    ``AddressError("port")`` otherwise."""
    text = typed.strip()
    if text.isdigit() and (int(text) == 0 or 1024 <= int(text) <= 65535):
        return int(text)
    raise AddressError("port", text=text)


def shown(host, port):
    """An address as the friend types it: IPv6 in brackets, then the port."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


# -- this computer's addresses ---------------------------------------------------------------------
def choose(addresses):
    """Of ``(interface, address)`` pairs (a computer's table), those a friend can type, best first:
    private IPv4 (a home network), other IPv4, then IPv6 (unique local, then global); never a
    loopback, link-local (it needs the interface too), multicast or unspecified one; each once."""
    ranked = []
    for _, text in addresses:
        try:
            ip = ipaddress.ip_address(text.split("%")[0])
        except ValueError:
            continue
        if ip.is_loopback or ip.is_link_local or ip.is_multicast or ip.is_unspecified or ip.is_reserved:
            continue
        rank = (0 if ip.is_private else 1) if ip.version == 4 else (2 if ip.is_private else 3)
        ranked.append((rank, str(ip)))
    return list(dict.fromkeys(address for _, address in sorted(ranked, key=lambda item: item[0])))


def lan_addresses():
    """This computer's addresses a friend may type (``choose``), read without sending anything:
    on Linux from ``/proc``; elsewhere from what the system answers for its own name."""
    try:
        table = _proc_table() if sys.platform.startswith("linux") else _own_name_table()
    except OSError:
        table = []
    return choose(table)


def _proc_table():
    """``(interface, address)`` from the kernel's tables: the IPv4 addresses that are local
    (``/proc/net/fib_trie``: "/32 host LOCAL") and the IPv6 ones (``/proc/net/if_inet6``)."""
    table = []
    try:
        with open("/proc/net/fib_trie", encoding="ascii", errors="replace") as f:
            lines = f.read().splitlines()
        for before, line in zip(lines, lines[1:]):
            if "/32 host LOCAL" in line:
                address = before.strip().split()[-1]
                table.append(("", address))
    except OSError:
        pass
    try:
        with open("/proc/net/if_inet6", encoding="ascii", errors="replace") as f:
            for row in f:
                parts = row.split()
                if len(parts) >= 6 and len(parts[0]) == 32:
                    table.append((parts[5], str(ipaddress.IPv6Address(int(parts[0], 16)))))
    except (OSError, ValueError):
        pass
    return table


def _own_name_table():
    """What the system's resolver answers for this computer's own name (Windows and macOS answer it
    from their own adapters)."""
    name = socket.gethostname()
    return [("", info[4][0]) for info in socket.getaddrinfo(name, None, type=socket.SOCK_STREAM)]
