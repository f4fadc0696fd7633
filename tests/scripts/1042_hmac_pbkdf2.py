# hmac (new, HMAC, digest, copy, compare_digest) and hashlib.pbkdf2_hmac:
# values from RFC 4231 / RFC 6070 and CPython.
import hashlib
import hmac

# RFC 4231 test case 2
h = hmac.new(b'Jefe', b'what do ya want for nothing?', 'sha256')
print(h.name, h.digest_size, h.block_size, h.hexdigest())
print(hmac.new(b'Jefe', b'what do ya want for nothing?', hashlib.sha512).hexdigest())
# RFC 4231 test case 6: a key longer than the block
print(hmac.new(b'\xaa' * 131, b'Test Using Larger Than Block-Size Key - Hash Key First', 'sha256').hexdigest())
for name in ['md5', 'sha1', 'sha224', 'sha384', 'sha3_256', 'sha3_512', 'blake2b', 'blake2s']:
    m = hmac.new(b'key', b'The quick brown fox', name)
    print(name, m.name, m.digest_size, m.block_size, m.hexdigest())
print(hmac.digest(b'key', b'msg', 'sha1').hex())
print(hmac.digest(b'key', b'msg', hashlib.md5).hex())
print(hmac.new(bytearray(b'key'), memoryview(b'msg'), digestmod='sha256').hexdigest())

# incremental and copy
m = hmac.new(b'k', digestmod='sha256')
m.update(b'part one, ')
c = m.copy()
m.update(b'part two')
print(m.hexdigest() == hmac.new(b'k', b'part one, part two', 'sha256').hexdigest())
print(c.hexdigest() == hmac.new(b'k', b'part one, ', 'sha256').hexdigest())
print(m.digest() == m.digest(), len(m.digest()))

# compare_digest
print(hmac.compare_digest(b'abc', b'abc'), hmac.compare_digest(b'abc', b'abd'), hmac.compare_digest(b'abc', b'ab'))
print(hmac.compare_digest('abc', 'abc'), hmac.compare_digest(bytearray(b'x'), memoryview(b'x')), hmac.compare_digest(b'', b''))
print(hmac.compare_digest(m.digest(), hmac.new(b'k', b'part one, part two', 'sha256').digest()))
for a, b in [('a', b'a'), (b'a', 'a'), (1, b'a'), (b'a', 1), ('a', 1), (1, 'a'), ('\xe9', '\xe9')]:
    try:
        print(hmac.compare_digest(a, b))
    except TypeError as e:
        print('TypeError:', e)

# pbkdf2_hmac: RFC 6070 vectors and others
print(hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 1).hex())
print(hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 2).hex())
print(hashlib.pbkdf2_hmac('sha1', b'password', b'salt', 4096).hex())
print(hashlib.pbkdf2_hmac('sha1', b'passwordPASSWORDpassword', b'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 25).hex())
print(hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 1000).hex())
print(hashlib.pbkdf2_hmac('sha512', bytearray(b'pw'), memoryview(b'salt'), 10, dklen=100).hex())
print(hashlib.pbkdf2_hmac(hash_name='md5', password=b'p', salt=b's', iterations=3, dklen=None).hex())
for args in [('sha256', b'p', b's', 0), ('nope', b'p', b's', 1), ('sha256', 'p', b's', 1), ('sha256', b'p', 's', 1),
             ('sha256', b'p', b's', 1, 0), ('sha256', b'p', b's', 2**31), (1, b'p', b's', 1), ('sha256', b'p', b's', 'x')]:
    try:
        print(hashlib.pbkdf2_hmac(*args))
    except Exception as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
