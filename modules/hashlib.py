"""Secure hashes and message digests (fpy).

The source of fpy's built-in `hashlib` module: the hash objects, the named
constructors, pbkdf2_hmac and the BLAKE2 types come from the C module
`_hashlib` (modules/hashlibmodule.c, on OpenSSL's libcrypto; BLAKE2 is
fpy's own), and so do pbkdf2_hmac and scrypt.  This file adds new(), the algorithm sets and file_digest.

Left out: the fallbacks CPython keeps for builds without
OpenSSL.

Threads: a hash object has its own lock (update, copy and digest are each
atomic); long updates run without holding up other threads.
"""
import _hashlib
from _hashlib import (openssl_md5 as md5, openssl_sha1 as sha1, openssl_sha224 as sha224,
                      openssl_sha256 as sha256, openssl_sha384 as sha384, openssl_sha512 as sha512,
                      openssl_sha3_224 as sha3_224, openssl_sha3_256 as sha3_256,
                      openssl_sha3_384 as sha3_384, openssl_sha3_512 as sha3_512,
                      openssl_shake_128 as shake_128, openssl_shake_256 as shake_256,
                      blake2b, blake2s, pbkdf2_hmac, scrypt)

algorithms_guaranteed = frozenset({'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512',
                                   'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512',
                                   'shake_128', 'shake_256', 'blake2b', 'blake2s'})
algorithms_available = frozenset(_hashlib.openssl_md_meth_names)

__all__ = ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'blake2b', 'blake2s',
           'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'shake_128', 'shake_256',
           'new', 'algorithms_guaranteed', 'algorithms_available', 'pbkdf2_hmac', 'file_digest')


def __hash_new(name, data=b'', **kwargs):
    """new(name, data=b'') - a new hash object of the named algorithm, fed data."""
    if name == 'blake2b':
        return blake2b(data, **kwargs)
    if name == 'blake2s':
        return blake2s(data, **kwargs)
    return _hashlib.new(name, data, **kwargs)


new = __hash_new


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """The digest object of everything read from a binary file object."""
    h = new(digest) if isinstance(digest, str) else digest()
    if hasattr(fileobj, 'getbuffer'):
        try:
            h.update(fileobj.getbuffer())
        except NotImplementedError:
            h.update(fileobj.getvalue())  # fpy's BytesIO has no buffer view
        return h
    # fpy's text files have readinto; their encoding tells them apart
    if not (hasattr(fileobj, 'readinto') and hasattr(fileobj, 'readable') and fileobj.readable()) \
            or hasattr(fileobj, 'encoding'):
        raise ValueError(f"'{fileobj!r}' is not a file-like object in binary reading mode.")
    while True:
        chunk = fileobj.read(_bufsize)
        if not chunk:
            break
        h.update(chunk)
    return h
