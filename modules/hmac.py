"""Keyed-hashing for message authentication, RFC 2104 (fpy).

The source of fpy's built-in `hmac` module: HMAC over any hashlib
algorithm, built from two hash objects (the key xored with the inner and
outer pads), copied for each digest.  compare_digest is the constant-time
comparison of `_hashlib`.

Left out: the private OpenSSL HMAC fast path CPython uses for str digest
names (the result is the same).

Threads: an HMAC object is two hash objects, each with its own lock; an
update from two threads at once is safe, their order is not defined.
"""
import hashlib as _hashlib_mod
from _hashlib import compare_digest

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))

digest_size = None

__all__ = ['new', 'HMAC', 'digest', 'compare_digest']


def _constructor(digestmod):
    if callable(digestmod):
        return digestmod
    if isinstance(digestmod, str):
        return lambda d=b'': _hashlib_mod.new(digestmod, d)
    return lambda d=b'': digestmod.new(d)


class HMAC:
    """RFC 2104 HMAC: HMAC(key, msg=None, digestmod='')."""
    blocksize = 64

    def __init__(self, key, msg=None, digestmod=''):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        cons = _constructor(digestmod)
        self._inner = cons()
        self._outer = cons()
        self.digest_size = self._inner.digest_size
        blocksize = getattr(self._inner, 'block_size', 64)
        if blocksize < 16:
            blocksize = self.blocksize
        if len(key) > blocksize:
            key = cons(key).digest()
        self.block_size = blocksize
        key = bytes(key).ljust(blocksize, b'\0')
        self._outer.update(key.translate(trans_5C))
        self._inner.update(key.translate(trans_36))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return 'hmac-' + self._inner.name

    def update(self, msg):
        """Feed msg into the inner hash."""
        self._inner.update(msg)

    def copy(self):
        """A separate HMAC in the same state."""
        other = self.__class__.__new__(self.__class__)
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def _current(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h

    def digest(self):
        """The MAC of everything fed so far, as bytes."""
        return self._current().digest()

    def hexdigest(self):
        """The MAC as a string of hex digits."""
        return self._current().hexdigest()


def new(key, msg=None, digestmod=''):
    """A new HMAC object: new(key, msg=None, digestmod)."""
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    """The HMAC of msg under key with the hash `digest`, in one call."""
    return HMAC(key, msg, digest).digest()
