/* hashlibmodule.c: `_hashlib`, the core of `hashlib` and `hmac`: message
 * digests (MD5, the SHA-1, SHA-2 and SHA-3 families, SHAKE, BLAKE2),
 * PBKDF2, scrypt and a constant-time comparison.
 *
 * The idea.  Every digest but BLAKE2 is OpenSSL's (libcrypto's EVP
 * interface): an EVP_MD is fetched once per algorithm when the module is
 * made, and a hash object wraps one EVP_MD_CTX.  BLAKE2b and BLAKE2s are
 * written here (RFC 7693), because Debian 12's OpenSSL 3.0 reaches only
 * the unkeyed 64- and 32-byte digests through EVP_MD (the digest has no
 * settable parameters before 3.2) and its BLAKE2 MAC refuses an empty key,
 * while Python's blake2b() takes digest_size, key, salt, person and the
 * tree parameters in any combination; OpenSSL's own BLAKE2 is portable C
 * too, so nothing is lost in speed.  hashlib.py puts the public names on
 * top (new(), the algorithm sets, file_digest); hmac.py builds HMAC from
 * hash objects (copy() of the keyed inner and outer states).
 *
 * libcrypto is loaded lazily: the binary does not link it; the module's
 * init (the first `import _hashlib`) dlopens libcrypto.so.3 (Debian's
 * libssl3, which libssl-dev pulls in) and looks up the 16 functions used
 * here into `crypto`, a struct of function pointers typed from the
 * OpenSSL headers, and every call goes through it (as vm/main.c reaches
 * libedit).  A module costs nothing until imported: linked statically
 * into the position-independent binary, libcrypto brought 16,600 relative
 * relocations that the loader applied at every start, for a module few
 * programs import (`fpy -c pass`: 2.42 M instructions under callgrind,
 * 2.20 M without, the whole difference in _dl_relocate_object; by
 * hyperfine's median 1.95-2.15 ms, 1.62-1.90 ms without, on a busy
 * 2-core machine).  The price moves to the import: the shared libcrypto
 * is bound at dlopen (it is linked -z now: about 4,200 symbol lookups),
 * so `fpy -c "import hashlib"` went from 8.3 M to 11.6 M instructions
 * (median 2.8 to 3.6 ms), as CPython's _hashlib extension, linked to the
 * same shared library, pays too.  When the library or one of its
 * functions is missing, the import fails with ImportError and dlerror's
 * text (which names the library), and the next import tries again.
 *
 * Objects.  One C struct, four types: `_hashlib.HASH` (fixed-size EVP
 * digests), `_hashlib.HASHXOF` (SHAKE: digest(length)), `_blake2.blake2b`
 * and `_blake2.blake2s` (which are also the constructors).  Data is any
 * bytes-like object; a bytearray or memoryview is read through a snapshot
 * (buffer_bytes), so what is hashed is always an immutable bytes object
 * the call holds a reference to.
 *
 * Threads.  State and its rule:
 *   - `crypto` (libcrypto's functions): filled by load_libcrypto, from
 *     hashlibmodule_init under `_hashlib`'s import lock, before the module
 *     is published, read-only after (a thread reaches a function only
 *     through the module, or a hash object, made after the fill);
 *   - the EVP_MD table (`algos[].md`) and UnsupportedDigestmodError: made
 *     by hashlibmodule_init under the import lock, read-only after;
 *   - a hash object's state (EVP_MD_CTX or BLAKE2 state): guarded by the
 *     object's own pthread mutex `mu`, held for one update, copy or digest.
 *     An update of DETACH_MIN bytes or more runs detached (the snapshot's
 *     bytes and the malloc'd context are all it touches), so two threads
 *     hashing run in parallel, and a second thread updating the same
 *     object may wait long: it first tries the mutex while attached, and
 *     when that fails it detaches, then waits, so a stop-the-world never
 *     waits for it;
 *   - pbkdf2_hmac and scrypt run detached for their whole derivation (the
 *     password and salt are immutable bytes snapshots, the key a bytes
 *     object nobody else can see yet).
 * DETACH_MIN (modules/compression.h) is CPython's threshold for releasing
 * the GIL, 2048 bytes; measured here, detaching and attaching cost less
 * than 20 ns, against 1.3 us to hash 2 KB with SHA-256.
 *
 * What fpy simplifies: no `_blake2` module (the BLAKE2 types live here,
 * named as CPython names them); the blake2 types cannot be subclassed;
 * usedforsecurity is accepted and ignored; OpenSSL errors are reported
 * with OpenSSL's reason text only; the whole module needs libcrypto,
 * BLAKE2 (which does not use it) included.
 */
#include <dlfcn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "modules/compression.h"
#include "modules/modules.h"
#include "runtime/bytesimpl.h"
#include "runtime/core.h"


/* ---- BLAKE2 (RFC 7693) ------------------------------------------------------ */

static const uint8_t b2_sigma[12][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
    {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
    {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
    {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
    {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
};

static const uint64_t b2b_iv[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};
static const uint32_t b2s_iv[8] = {
    0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A, 0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19,
};

/* One state for both widths: BLAKE2b uses w64 and 128-byte blocks,
 * BLAKE2s w32 and 64-byte blocks. */
typedef struct {
    bool big;              /* BLAKE2b */
    uint8_t outlen;
    bool last_node;
    union {
        uint64_t w64[8];
        uint32_t w32[8];
    } h;
    uint64_t t[2];         /* bytes compressed so far (128 bits; BLAKE2s uses 64) */
    uint8_t buf[128];
    size_t buflen;         /* bytes waiting in buf: a full block stays until more data comes */
} Blake2;

static inline uint64_t rotr64(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }
static inline uint32_t rotr32(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

static uint64_t load64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = v << 8 | p[i];
    return v;
}
static uint32_t load32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

#define B2_G(R, ROT, a, b, c, d, x, y)       \
    do {                                     \
        v[a] = v[a] + v[b] + (x);            \
        v[d] = ROT(v[d] ^ v[a], R[0]);       \
        v[c] = v[c] + v[d];                  \
        v[b] = ROT(v[b] ^ v[c], R[1]);       \
        v[a] = v[a] + v[b] + (y);            \
        v[d] = ROT(v[d] ^ v[a], R[2]);       \
        v[c] = v[c] + v[d];                  \
        v[b] = ROT(v[b] ^ v[c], R[3]);       \
    } while (0)

#define B2_ROUND(R, ROT, s)                                  \
    do {                                                     \
        B2_G(R, ROT, 0, 4, 8, 12, m[s[0]], m[s[1]]);         \
        B2_G(R, ROT, 1, 5, 9, 13, m[s[2]], m[s[3]]);         \
        B2_G(R, ROT, 2, 6, 10, 14, m[s[4]], m[s[5]]);        \
        B2_G(R, ROT, 3, 7, 11, 15, m[s[6]], m[s[7]]);        \
        B2_G(R, ROT, 0, 5, 10, 15, m[s[8]], m[s[9]]);        \
        B2_G(R, ROT, 1, 6, 11, 12, m[s[10]], m[s[11]]);      \
        B2_G(R, ROT, 2, 7, 8, 13, m[s[12]], m[s[13]]);       \
        B2_G(R, ROT, 3, 4, 9, 14, m[s[14]], m[s[15]]);       \
    } while (0)

static void b2b_compress(Blake2 *S, const uint8_t *block, bool last)
{
    static const int R[4] = {32, 24, 16, 63};
    uint64_t m[16], v[16];
    for (int i = 0; i < 16; i++) m[i] = load64(block + 8 * i);
    for (int i = 0; i < 8; i++) {
        v[i] = S->h.w64[i];
        v[i + 8] = b2b_iv[i];
    }
    v[12] ^= S->t[0];
    v[13] ^= S->t[1];
    if (last) {
        v[14] = ~v[14];
        if (S->last_node) v[15] = ~v[15];
    }
    for (int r = 0; r < 12; r++) B2_ROUND(R, rotr64, b2_sigma[r]);
    for (int i = 0; i < 8; i++) S->h.w64[i] ^= v[i] ^ v[i + 8];
}

static void b2s_compress(Blake2 *S, const uint8_t *block, bool last)
{
    static const int R[4] = {16, 12, 8, 7};
    uint32_t m[16], v[16];
    for (int i = 0; i < 16; i++) m[i] = load32(block + 4 * i);
    for (int i = 0; i < 8; i++) {
        v[i] = S->h.w32[i];
        v[i + 8] = b2s_iv[i];
    }
    v[12] ^= (uint32_t)S->t[0];
    v[13] ^= (uint32_t)(S->t[0] >> 32);
    if (last) {
        v[14] = ~v[14];
        if (S->last_node) v[15] = ~v[15];
    }
    for (int r = 0; r < 10; r++) B2_ROUND(R, rotr32, b2_sigma[r]);
    for (int i = 0; i < 8; i++) S->h.w32[i] ^= v[i] ^ v[i + 8];
}

static size_t b2_block(const Blake2 *S) { return S->big ? 128 : 64; }

static void b2_count(Blake2 *S, size_t n)
{
    S->t[0] += n;
    if (S->t[0] < n) S->t[1]++;
}

static void b2_update(Blake2 *S, const uint8_t *p, size_t n)
{
    size_t bb = b2_block(S);
    while (n > 0) {
        if (S->buflen == bb) {
            b2_count(S, bb);
            if (S->big) b2b_compress(S, S->buf, false);
            else b2s_compress(S, S->buf, false);
            S->buflen = 0;
        }
        /* whole blocks straight from the input, keeping the last back */
        while (S->buflen == 0 && n > bb) {
            b2_count(S, bb);
            if (S->big) b2b_compress(S, p, false);
            else b2s_compress(S, p, false);
            p += bb;
            n -= bb;
        }
        size_t take = bb - S->buflen < n ? bb - S->buflen : n;
        memcpy(S->buf + S->buflen, p, take);
        S->buflen += take;
        p += take;
        n -= take;
    }
}

static void b2_final(const Blake2 *in, uint8_t *out)
{
    Blake2 S = *in;
    size_t bb = b2_block(&S);
    b2_count(&S, S.buflen);
    memset(S.buf + S.buflen, 0, bb - S.buflen);
    uint8_t full[64];
    if (S.big) {
        b2b_compress(&S, S.buf, true);
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < 8; j++) full[8 * i + j] = (uint8_t)(S.h.w64[i] >> (8 * j));
    } else {
        b2s_compress(&S, S.buf, true);
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < 4; j++) full[4 * i + j] = (uint8_t)(S.h.w32[i] >> (8 * j));
    }
    memcpy(out, full, S.outlen);
}

typedef struct {
    size_t digest_size, fanout, depth, node_depth, inner_size;
    uint64_t leaf_size, node_offset;
    const uint8_t *key, *salt, *person;
    size_t key_len, salt_len, person_len;
    bool last_node;
} B2Params;

/* The parameter block (RFC 7693 2.5 and BLAKE2's tree parameters), then
 * the key as a first, zero-padded block. */
static void b2_init(Blake2 *S, bool big, const B2Params *p)
{
    uint8_t P[64];
    memset(P, 0, sizeof P);
    memset(S, 0, sizeof *S);
    S->big = big;
    S->outlen = (uint8_t)p->digest_size;
    S->last_node = p->last_node;
    P[0] = (uint8_t)p->digest_size;
    P[1] = (uint8_t)p->key_len;
    P[2] = (uint8_t)p->fanout;
    P[3] = (uint8_t)p->depth;
    for (int i = 0; i < 4; i++) P[4 + i] = (uint8_t)(p->leaf_size >> (8 * i));
    if (big) {
        for (int i = 0; i < 8; i++) P[8 + i] = (uint8_t)(p->node_offset >> (8 * i));
        P[16] = (uint8_t)p->node_depth;
        P[17] = (uint8_t)p->inner_size;
        if (p->salt_len) memcpy(P + 32, p->salt, p->salt_len);
        if (p->person_len) memcpy(P + 48, p->person, p->person_len);
        for (int i = 0; i < 8; i++) S->h.w64[i] = b2b_iv[i] ^ load64(P + 8 * i);
    } else {
        for (int i = 0; i < 6; i++) P[8 + i] = (uint8_t)(p->node_offset >> (8 * i));
        P[14] = (uint8_t)p->node_depth;
        P[15] = (uint8_t)p->inner_size;
        if (p->salt_len) memcpy(P + 16, p->salt, p->salt_len);
        if (p->person_len) memcpy(P + 24, p->person, p->person_len);
        for (int i = 0; i < 8; i++) S->h.w32[i] = b2s_iv[i] ^ load32(P + 4 * i);
    }
    if (p->key_len > 0) {
        memcpy(S->buf, p->key, p->key_len);
        S->buflen = b2_block(S);
    }
}

/* ---- libcrypto, loaded on first import ---------------------------------------- */

/* The libcrypto functions this module calls, each as crypto.NAME (the
 * prototype is the header's, through __typeof__). */
#define CRYPTO_FUNCS(X)                                                                                 \
    X(ERR_clear_error) X(ERR_lib_error_string) X(ERR_peek_last_error) X(ERR_reason_error_string)        \
    X(EVP_DigestFinalXOF) X(EVP_DigestFinal_ex) X(EVP_DigestInit_ex2) X(EVP_DigestUpdate)               \
    X(EVP_MD_CTX_copy_ex) X(EVP_MD_CTX_free) X(EVP_MD_CTX_new) X(EVP_MD_fetch) X(EVP_MD_get_block_size) \
    X(EVP_MD_get_size) X(EVP_PBE_scrypt) X(PKCS5_PBKDF2_HMAC)

/* Filled by load_libcrypto under _hashlib's import lock before the module
 * is published, read-only after (see the essay). */
static struct {
#define CRYPTO_FIELD(f) __typeof__(&f) f;
    CRYPTO_FUNCS(CRYPTO_FIELD)
#undef CRYPTO_FIELD
} crypto;

/* dlopen libcrypto and look up crypto's functions; -1 with ImportError
 * (dlerror's text, which names the library) when either fails.  A failed
 * load leaves nothing behind, so the next import tries again. */
static int load_libcrypto(void)
{
    static void *handle;
    if (handle != NULL) return 0;
    void *h = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        const char *e = dlerror();
        err_set(&Exc_ImportError, e ? e : "libcrypto.so.3: cannot be loaded");
        return -1;
    }
#define CRYPTO_SYM(f)                                                               \
    if ((*(void **)&crypto.f = dlsym(h, #f)) == NULL) {                             \
        const char *e = dlerror();                                                  \
        err_set(&Exc_ImportError, e ? e : "libcrypto.so.3: undefined symbol: " #f); \
        memset(&crypto, 0, sizeof crypto);                                          \
        dlclose(h);                                                                 \
        return -1;                                                                  \
    }
    CRYPTO_FUNCS(CRYPTO_SYM)
#undef CRYPTO_SYM
    handle = h;
    return 0;
}

/* ---- the algorithms ------------------------------------------------------------ */

typedef struct {
    const char *name;    /* Python's name (hash.name) */
    const char *ssl;     /* OpenSSL's */
    bool xof;
    const EVP_MD *md;    /* fetched at init; NULL: this OpenSSL lacks it */
} Algo;

/* Set by hashlibmodule_init, read-only after (see the essay). */
static Algo algos[] = {
    {"md5", "MD5", false, NULL},
    {"sha1", "SHA1", false, NULL},
    {"sha224", "SHA224", false, NULL},
    {"sha256", "SHA256", false, NULL},
    {"sha384", "SHA384", false, NULL},
    {"sha512", "SHA512", false, NULL},
    {"sha512_224", "SHA512-224", false, NULL},
    {"sha512_256", "SHA512-256", false, NULL},
    {"sha3_224", "SHA3-224", false, NULL},
    {"sha3_256", "SHA3-256", false, NULL},
    {"sha3_384", "SHA3-384", false, NULL},
    {"sha3_512", "SHA3-512", false, NULL},
    {"shake_128", "SHAKE128", true, NULL},
    {"shake_256", "SHAKE256", true, NULL},
    {"md5-sha1", "MD5-SHA1", false, NULL},
    {"ripemd160", "RIPEMD160", false, NULL},
    {"sm3", "SM3", false, NULL},
};
#define NALGOS (sizeof algos / sizeof algos[0])

static Object *unsupported_digestmod_error;

/* The algorithm called `name` (Python's spelling, any case, or OpenSSL's), or NULL. */
static const Algo *algo_find(const char *name)
{
    for (size_t i = 0; i < NALGOS; i++)
        if (algos[i].md && (strcasecmp(name, algos[i].name) == 0 || strcasecmp(name, algos[i].ssl) == 0))
            return &algos[i];
    return NULL;
}

/* ---- hash objects ------------------------------------------------------------- */

enum { K_EVP, K_BLAKE2 };

typedef struct {
    Object ob;
    pthread_mutex_t mu;    /* guards ctx / b2 (see the essay) */
    int kind;
    const Algo *algo;      /* K_EVP */
    EVP_MD_CTX *ctx;       /* K_EVP */
    Blake2 b2;             /* K_BLAKE2 */
} HashObject;

Type Hash_Type, HashXof_Type, Blake2b_Type, Blake2s_Type;

static Object *hash_alloc(Type *t)
{
    HashObject *h = (HashObject *)obj_alloc(t, sizeof(HashObject));
    if (h == NULL) return NULL;
    pthread_mutex_init(&h->mu, NULL);
    h->kind = t == &Blake2b_Type || t == &Blake2s_Type ? K_BLAKE2 : K_EVP;
    return (Object *)h;
}

static void hash_dealloc(Object *self)
{
    HashObject *h = (HashObject *)self;
    if (h->ctx) crypto.EVP_MD_CTX_free(h->ctx);
    pthread_mutex_destroy(&h->mu);
    obj_free(self);
}

/* Take h's mutex; when another thread holds it (perhaps for a long
 * detached update), wait detached. */
static void hash_lock(HashObject *h) { stream_lock(&h->mu); }

static void hash_unlock(HashObject *h) { pthread_mutex_unlock(&h->mu); }

/* OpenSSL's last error as a ValueError (its reason text). */
static Object *ssl_error(Type *t)
{
    unsigned long e = crypto.ERR_peek_last_error();
    const char *lib = e ? crypto.ERR_lib_error_string(e) : NULL;
    const char *reason = e ? crypto.ERR_reason_error_string(e) : NULL;
    crypto.ERR_clear_error();
    if (lib && reason) return err_format(t, "[%s] %s", lib, reason);
    return err_set(t, reason ? reason : "unknown OpenSSL error");
}

/* The data to hash: *out = a new ref to an immutable bytes (a snapshot
 * of a bytearray or memoryview).  CPython's messages for the rest. */
static int hash_data(Object *o, Object **out)
{
    if (is_str(o)) {
        err_set(&Exc_TypeError, "Strings must be encoded before hashing");
        return -1;
    }
    int r = buffer_bytes(o, out);
    if (r == 0) err_set(&Exc_TypeError, "object supporting the buffer API required");
    return r > 0 ? 0 : -1;
}

/* Bytes-like arguments that are not data (key, salt, password):
 * "a bytes-like object is required, not 'str'". */
static int bytes_arg(Object *o, Object **out)
{
    int r = buffer_bytes(o, out);
    if (r == 0) err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(o));
    return r > 0 ? 0 : -1;
}

static bool hash_raw_update(HashObject *h, const char *p, size_t n)
{
    if (h->kind == K_BLAKE2) {
        b2_update(&h->b2, (const uint8_t *)p, n);
        return true;
    }
    return crypto.EVP_DigestUpdate(h->ctx, p, n) == 1;
}

/* Hash the bytes of `data` (any bytes-like object) into h. */
static int hash_feed(HashObject *h, Object *data)
{
    Object *snap;
    if (hash_data(data, &snap) < 0) return -1;
    const char *p = bytes_data(snap);
    size_t n = (size_t)bytes_len(snap);
    bool ok;
    hash_lock(h);
    if (n >= DETACH_MIN) {
        ThreadState *ts = ts_get();
        thread_detach(ts);
        ok = hash_raw_update(h, p, n);
        thread_attach(ts);
    } else {
        ok = hash_raw_update(h, p, n);
    }
    hash_unlock(h);
    DECREF(snap);
    if (!ok) {
        ssl_error(&Exc_ValueError);
        return -1;
    }
    return 0;
}

/* CPython's name for a method in argument errors: HASH.update, blake2b.update. */
static const char *method_name(Object *self, const char *m, char *buf, size_t size)
{
    HashObject *h = (HashObject *)self;
    snprintf(buf, size, "%s.%s", h->kind == K_EVP ? "HASH" : h->b2.big ? "blake2b" : "blake2s", m);
    return buf;
}

static Object *hash_update(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    char fn[32];
    method_name(self, "update", fn, sizeof fn);
    if (args_no_kw(fn, kwnames) < 0 || args_count(fn, nargs, 1, 1) < 0) return NULL;
    if (hash_feed((HashObject *)self, args[0]) < 0) return NULL;
    return NEWREF(None);
}

/* A new hash object of the same type in the same state. */
static Object *hash_copy_obj(HashObject *h)
{
    HashObject *c = (HashObject *)hash_alloc(TYPE((Object *)h));
    if (c == NULL) return NULL;
    c->algo = h->algo;
    if (h->kind == K_EVP) {
        c->ctx = crypto.EVP_MD_CTX_new();
        if (c->ctx == NULL) {
            DECREF((Object *)c);
            return err_no_memory();
        }
    }
    hash_lock(h);
    bool ok = true;
    if (h->kind == K_EVP) ok = crypto.EVP_MD_CTX_copy_ex(c->ctx, h->ctx) == 1;
    else c->b2 = h->b2;
    hash_unlock(h);
    if (!ok) {
        DECREF((Object *)c);
        return ssl_error(&Exc_ValueError);
    }
    return (Object *)c;
}

static Object *hash_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    char fn[32];
    method_name(self, "copy", fn, sizeof fn);
    if (args_no_kw(fn, kwnames) < 0 || args_count(fn, nargs, 0, 0) < 0) return NULL;
    return hash_copy_obj((HashObject *)self);
}

static size_t hash_size(HashObject *h)
{
    if (h->kind == K_BLAKE2) return h->b2.outlen;
    return h->algo->xof ? 0 : (size_t)crypto.EVP_MD_get_size(h->algo->md);
}

/* The digest (len bytes for a XOF) into out, from a copy of the state. */
static int hash_final(HashObject *h, unsigned char *out, size_t len)
{
    if (h->kind == K_BLAKE2) {
        hash_lock(h);
        Blake2 s = h->b2;
        hash_unlock(h);
        b2_final(&s, out);
        return 0;
    }
    EVP_MD_CTX *tmp = crypto.EVP_MD_CTX_new();
    if (tmp == NULL) {
        err_no_memory();
        return -1;
    }
    hash_lock(h);
    int ok = crypto.EVP_MD_CTX_copy_ex(tmp, h->ctx);
    hash_unlock(h);
    if (ok == 1) {
        if (h->algo->xof) ok = crypto.EVP_DigestFinalXOF(tmp, out, len);
        else ok = crypto.EVP_DigestFinal_ex(tmp, out, NULL);
    }
    crypto.EVP_MD_CTX_free(tmp);
    if (ok != 1) {
        ssl_error(&Exc_ValueError);
        return -1;
    }
    return 0;
}

static Object *hex_of(const unsigned char *d, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    char *s = malloc(2 * n + 1);
    if (s == NULL) return err_no_memory();
    for (size_t i = 0; i < n; i++) {
        s[2 * i] = hex[d[i] >> 4];
        s[2 * i + 1] = hex[d[i] & 15];
    }
    Object *r = str_from_utf8(s, (ssize_t)(2 * n));
    free(s);
    return r;
}

/* digest() / hexdigest(), and the XOF forms digest(length) / hexdigest(length). */
static Object *hash_out(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool hex)
{
    HashObject *h = (HashObject *)self;
    const char *fname = hex ? "hexdigest" : "digest";
    size_t n;
    if (h->kind == K_EVP && h->algo->xof) {
        static const char *const names[] = {"length", NULL};
        Object *a = NULL;
        if (args_parse(fname, args, nargs, kwnames, names, 0, 1, &a) < 0) return NULL;
        ssize_t len;
        if (c_int_arg(a, SSIZE_MIN, SSIZE_MAX, "ssize_t", &len) < 0) return NULL;
        if (len < 0) return err_set(&Exc_SystemError, "Negative size passed to PyBytes_FromStringAndSize");
        n = (size_t)len;
    } else {
        char fn[32];
        method_name(self, fname, fn, sizeof fn);
        if (args_no_kw(fn, kwnames) < 0 || args_count(fn, nargs, 0, 0) < 0) return NULL;
        n = hash_size(h);
    }
    unsigned char small[64], *buf = small;
    if (n > sizeof small && (buf = malloc(n)) == NULL) return err_no_memory();
    Object *r = NULL;
    if (n == 0 || hash_final(h, buf, n) == 0)
        r = hex ? hex_of(buf, n) : bytes_from((const char *)buf, (ssize_t)n);
    if (buf != small) free(buf);
    return r;
}

static Object *hash_digest(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return hash_out(self, args, nargs, kwnames, false);
}

static Object *hash_hexdigest(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return hash_out(self, args, nargs, kwnames, true);
}

static Object *hash_get_name(Object *self, void *closure)
{
    (void)closure;
    HashObject *h = (HashObject *)self;
    if (h->kind == K_BLAKE2) return str_from_cstr(h->b2.big ? "blake2b" : "blake2s");
    return str_from_cstr(h->algo->name);
}

static Object *hash_get_digest_size(Object *self, void *closure)
{
    (void)closure;
    return int_from_i64((int64_t)hash_size((HashObject *)self));
}

static Object *hash_get_block_size(Object *self, void *closure)
{
    (void)closure;
    HashObject *h = (HashObject *)self;
    if (h->kind == K_BLAKE2) return int_from_i64((int64_t)b2_block(&h->b2));
    return int_from_i64(crypto.EVP_MD_get_block_size(h->algo->md));
}

static Object *hash_repr(Object *self)
{
    if (((HashObject *)self)->kind == K_BLAKE2) return str_from_format("<%s object at %p>", TYPE_NAME(self), (void *)self);
    Object *name = hash_get_name(self, NULL);
    if (name == NULL) return NULL;
    Object *r = str_from_format("<%U %s object @ %p>", name, TYPE_NAME(self), (void *)self);
    DECREF(name);
    return r;
}

static const MethodDef hash_methods[] = {
    {"update", hash_update, METH_DEFAULT},
    {"copy", hash_copy, METH_DEFAULT},
    {"digest", hash_digest, METH_DEFAULT},
    {"hexdigest", hash_hexdigest, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef hash_getset[] = {
    {"name", hash_get_name, NULL, NULL},
    {"digest_size", hash_get_digest_size, NULL, NULL},
    {"block_size", hash_get_block_size, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Hash_Type = {
    TYPE_HEAD_INIT,
    .name = "_hashlib.HASH",
    .basicsize = sizeof(HashObject),
    .dealloc = hash_dealloc,
    .repr = hash_repr,
    .methods = hash_methods,
    .getset = hash_getset,
};

Type HashXof_Type = {
    TYPE_HEAD_INIT,
    .name = "_hashlib.HASHXOF",
    .basicsize = sizeof(HashObject),
    .base = &Hash_Type,
    .dealloc = hash_dealloc,
    .repr = hash_repr,
    .methods = hash_methods,
    .getset = hash_getset,
};

/* A new EVP hash object of algorithm a, fed `data` (NULL: none). */
static Object *evp_new(const Algo *a, Object *data)
{
    HashObject *h = (HashObject *)hash_alloc(a->xof ? &HashXof_Type : &Hash_Type);
    if (h == NULL) return NULL;
    h->algo = a;
    h->ctx = crypto.EVP_MD_CTX_new();
    if (h->ctx == NULL) {
        DECREF((Object *)h);
        return err_no_memory();
    }
    if (crypto.EVP_DigestInit_ex2(h->ctx, a->md, NULL) != 1) {
        DECREF((Object *)h);
        return ssl_error(&Exc_ValueError);
    }
    if (data && hash_feed(h, data) < 0) {
        DECREF((Object *)h);
        return NULL;
    }
    return (Object *)h;
}

/* new(name, string=b'', *, usedforsecurity=True) */
static Object *hashlib_new(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"name", "string", "$usedforsecurity", NULL};
    Object *a[3] = {NULL, NULL, NULL};
    if (args_parse("new", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    if (!is_str(a[0])) return err_set(&Exc_TypeError, "name must be a string");
    const Algo *al = algo_find(str_cstr(a[0]));
    if (al == NULL) return err_format(&Exc_ValueError, "unsupported hash type %U", a[0]);
    return evp_new(al, a[1]);
}

/* The named constructors: openssl_sha256(string=b'', *, usedforsecurity=True). */
static Object *named_new(const char *pyname, const char *fname, Object *const *args, ssize_t nargs,
                         Object *kwnames)
{
    static const char *const names[] = {"string", "$usedforsecurity", NULL};
    Object *a[2] = {NULL, NULL};
    if (args_parse(fname, args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    const Algo *al = algo_find(pyname);
    if (al == NULL) return err_format(&Exc_ValueError, "unsupported hash type %s", pyname);
    return evp_new(al, a[0]);
}

#define NAMED(py)                                                                                      \
    static Object *new_##py(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)         \
    {                                                                                                  \
        (void)self;                                                                                    \
        return named_new(#py, "openssl_" #py, args, nargs, kwnames);                                   \
    }
NAMED(md5)
NAMED(sha1)
NAMED(sha224)
NAMED(sha256)
NAMED(sha384)
NAMED(sha512)
NAMED(sha3_224)
NAMED(sha3_256)
NAMED(sha3_384)
NAMED(sha3_512)
NAMED(shake_128)
NAMED(shake_256)

/* ---- blake2b / blake2s --------------------------------------------------------- */

/* A C int argument in [lo, hi] (ValueError msg outside), or the default. */
static int small_param(Object *o, size_t dflt, size_t lo, size_t hi, const char *msg, size_t *out)
{
    if (o == NULL) {
        *out = dflt;
        return 0;
    }
    ssize_t v;
    if (c_int_arg(o, INT32_MIN, INT32_MAX, "int", &v) < 0) return -1;
    if (v < (ssize_t)lo || v > (ssize_t)hi) {
        err_set(&Exc_ValueError, msg);
        return -1;
    }
    *out = (size_t)v;
    return 0;
}

/* leaf_size / node_offset: unsigned; negative is "value must be positive". */
static int wide_param(Object *o, uint64_t max, const char *msg, uint64_t *out)
{
    *out = 0;
    if (o == NULL) return 0;
    if (!is_int(o)) {
        err_set(&Exc_TypeError, "an integer is required");
        return -1;
    }
    if (int_sign(o) < 0) {
        err_set(&Exc_ValueError, "value must be positive");
        return -1;
    }
    int64_t v;
    if (!int_as_i64(o, &v)) {
        Object *lim = int_from_u64(UINT64_MAX);
        int over = lim ? int_compare(o, lim) > 0 : 1;
        XDECREF(lim);
        if (over) {
            err_set(&Exc_OverflowError, "int too big to convert");
            return -1;
        }
        /* 2**63 .. 2**64-1: the two halves */
        Object *sh = small_new(32), *hi = int_rshift(o, sh);
        Object *mask = int_from_i64(0xffffffffLL), *lo = mask ? int_and(o, mask) : NULL;
        int64_t h = 0, l = 0;
        bool ok = hi && lo && int_as_i64(hi, &h) && int_as_i64(lo, &l);
        XDECREF(hi);
        XDECREF(lo);
        XDECREF(mask);
        if (!ok) return -1;
        uint64_t u = (uint64_t)h << 32 | (uint64_t)l;
        if (u > max) {
            err_set(&Exc_OverflowError, msg);
            return -1;
        }
        *out = u;
        return 0;
    }
    if ((uint64_t)v > max) {
        err_set(&Exc_OverflowError, msg);
        return -1;
    }
    *out = (uint64_t)v;
    return 0;
}

static Object *blake2_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    bool big = t == &Blake2b_Type;
    const char *fname = big ? "blake2b" : "blake2s";
    size_t out_max = big ? 64 : 32, salt_max = big ? 16 : 8;
    static const char *const names[] = {"data", "$digest_size", "key", "salt", "person", "fanout", "depth",
                                        "leaf_size", "node_offset", "node_depth", "inner_size", "last_node",
                                        "usedforsecurity", NULL};
    Object *a[13] = {NULL};
    if (args_parse(fname, args, nargs, kwnames, names, 1, 0, a) < 0) return NULL;
    B2Params p;
    memset(&p, 0, sizeof p);
    Object *key = NULL, *salt = NULL, *person = NULL, *r = NULL;
    char msg[64];
    snprintf(msg, sizeof msg, "digest_size must be between 1 and %zu bytes", out_max);
    if (small_param(a[1], out_max, 1, out_max, msg, &p.digest_size) < 0) goto done;
    if (a[2] && bytes_arg(a[2], &key) < 0) goto done;
    if (a[3] && bytes_arg(a[3], &salt) < 0) goto done;
    if (a[4] && bytes_arg(a[4], &person) < 0) goto done;
    if (key && (size_t)bytes_len(key) > out_max) {
        err_format(&Exc_ValueError, "maximum key length is %zu bytes", out_max);
        goto done;
    }
    if (salt && (size_t)bytes_len(salt) > salt_max) {
        err_format(&Exc_ValueError, "maximum salt length is %zu bytes", salt_max);
        goto done;
    }
    if (person && (size_t)bytes_len(person) > salt_max) {
        err_format(&Exc_ValueError, "maximum person length is %zu bytes", salt_max);
        goto done;
    }
    if (small_param(a[5], 1, 0, 255, "fanout must be between 0 and 255", &p.fanout) < 0) goto done;
    if (small_param(a[6], 1, 1, 255, "depth must be between 1 and 255", &p.depth) < 0) goto done;
    if (wide_param(a[7], UINT32_MAX, "leaf_size is too large", &p.leaf_size) < 0) goto done;
    if (wide_param(a[8], big ? UINT64_MAX : (1ULL << 48) - 1, "node_offset is too large", &p.node_offset) < 0)
        goto done;
    if (small_param(a[9], 0, 0, 255, "node_depth must be between 0 and 255", &p.node_depth) < 0) goto done;
    snprintf(msg, sizeof msg, "inner_size must be between 0 and is %zu", out_max);
    if (small_param(a[10], 0, 0, out_max, msg, &p.inner_size) < 0) goto done;
    if (a[11]) {
        int b = obj_is_true(a[11]);
        if (b < 0) goto done;
        p.last_node = b;
    }
    if (key) {
        p.key = (const uint8_t *)bytes_data(key);
        p.key_len = (size_t)bytes_len(key);
    }
    if (salt) {
        p.salt = (const uint8_t *)bytes_data(salt);
        p.salt_len = (size_t)bytes_len(salt);
    }
    if (person) {
        p.person = (const uint8_t *)bytes_data(person);
        p.person_len = (size_t)bytes_len(person);
    }
    HashObject *h = (HashObject *)hash_alloc(t);
    if (h == NULL) goto done;
    b2_init(&h->b2, big, &p);
    if (a[0] && hash_feed(h, a[0]) < 0) {
        DECREF((Object *)h);
        goto done;
    }
    r = (Object *)h;
done:
    XDECREF(key);
    XDECREF(salt);
    XDECREF(person);
    return r;
}

Type Blake2b_Type = {
    TYPE_HEAD_INIT,
    .name = "_blake2.blake2b",
    .basicsize = sizeof(HashObject),
    .dealloc = hash_dealloc,
    .repr = hash_repr,
    .new = blake2_new,
    .methods = hash_methods,
    .getset = hash_getset,
};

Type Blake2s_Type = {
    TYPE_HEAD_INIT,
    .name = "_blake2.blake2s",
    .basicsize = sizeof(HashObject),
    .dealloc = hash_dealloc,
    .repr = hash_repr,
    .new = blake2_new,
    .methods = hash_methods,
    .getset = hash_getset,
};

/* ---- pbkdf2_hmac, compare_digest -------------------------------------------------- */

static Object *hashlib_pbkdf2_hmac(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"hash_name", "password", "salt", "iterations", "dklen", NULL};
    Object *a[5] = {NULL};
    if (args_parse("pbkdf2_hmac", args, nargs, kwnames, names, 0, 4, a) < 0) return NULL;
    if (!is_str(a[0]))
        return err_format(&Exc_TypeError, "pbkdf2_hmac() argument 'hash_name' must be str, not %s",
                          args_type_name(a[0]));
    Object *pw = NULL, *salt = NULL, *r = NULL;
    if (bytes_arg(a[1], &pw) < 0 || bytes_arg(a[2], &salt) < 0) goto done;
    const Algo *al = algo_find(str_cstr(a[0]));
    if (al == NULL) {
        err_set((Type *)unsupported_digestmod_error, "[digital envelope routines] unsupported");
        goto done;
    }
    if (al->xof) { /* OpenSSL fails without a reason */
        err_set(&Exc_ValueError, "no reason supplied");
        goto done;
    }
    ssize_t iters;
    if (c_int_arg(a[3], SSIZE_MIN, SSIZE_MAX, "long", &iters) < 0) goto done;
    if (iters < 1) {
        err_set(&Exc_ValueError, "iteration value must be greater than 0.");
        goto done;
    }
    if (iters > INT32_MAX) {
        err_set(&Exc_OverflowError, "iteration value is too great.");
        goto done;
    }
    ssize_t dklen = crypto.EVP_MD_get_size(al->md);
    if (a[4] && a[4] != None) {
        if (c_int_arg(a[4], SSIZE_MIN, SSIZE_MAX, "long", &dklen) < 0) goto done;
        if (dklen < 1) {
            err_set(&Exc_ValueError, "key length must be greater than 0.");
            goto done;
        }
        if (dklen > INT32_MAX) {
            err_set(&Exc_OverflowError, "key length is too great.");
            goto done;
        }
    }
    Object *out = bytes_new_raw(dklen);
    if (out == NULL) goto done;
    ThreadState *ts = ts_get();
    thread_detach(ts);
    int ok = crypto.PKCS5_PBKDF2_HMAC(bytes_data(pw), (int)bytes_len(pw), (const unsigned char *)bytes_data(salt),
                                      (int)bytes_len(salt), (int)iters, al->md, (int)dklen,
                                      (unsigned char *)bytes_data(out));
    thread_attach(ts);
    if (ok != 1) {
        DECREF(out);
        ssl_error(&Exc_ValueError);
        goto done;
    }
    r = out;
done:
    XDECREF(pw);
    XDECREF(salt);
    return r;
}

/* An unsigned long scrypt parameter (n, r, p): present, an int, >= 0. */
static int scrypt_param(Object *o, const char *name, uint64_t *out)
{
    if (o != NULL && !is_int(o)) {
        err_format(&Exc_TypeError, "scrypt() argument '%s' must be int, not %s", name, args_type_name(o));
        return -1;
    }
    int64_t v;
    if (o == NULL || int_sign(o) < 0 || !int_as_i64(o, &v)) {
        err_format(&Exc_TypeError, "%s is required and must be an unsigned int", name);
        return -1;
    }
    *out = (uint64_t)v;
    return 0;
}

/* scrypt(password, *, salt, n, r, p, maxmem=0, dklen=64): OpenSSL's
 * EVP_PBE_scrypt, detached for the derivation (which is slow on purpose). */
static Object *hashlib_scrypt(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"password", "$salt", "n", "r", "p", "maxmem", "dklen", NULL};
    Object *a[7] = {NULL};
    if (args_parse("scrypt", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    for (int i = 2; i <= 4; i++)
        if (a[i] && !is_int(a[i]))
            return err_format(&Exc_TypeError, "scrypt() argument '%s' must be int, not %s", names[i],
                              args_type_name(a[i]));
    Object *pw = NULL, *salt = NULL, *r = NULL;
    if (bytes_arg(a[0], &pw) < 0) return NULL;
    if (a[1] == NULL) {
        err_set(&Exc_TypeError, "salt is required");
        goto done;
    }
    if (bytes_arg(a[1], &salt) < 0) goto done;
    uint64_t n, rr, pp;
    if (scrypt_param(a[2], "n", &n) < 0) goto done;
    if (n < 2 || (n & (n - 1))) {
        err_set(&Exc_ValueError, "n must be a power of 2.");
        goto done;
    }
    if (scrypt_param(a[3], "r", &rr) < 0 || scrypt_param(a[4], "p", &pp) < 0) goto done;
    ssize_t maxmem = 0, dklen = 64;
    if (a[5] && c_int_arg(a[5], SSIZE_MIN, SSIZE_MAX, "long", &maxmem) < 0) goto done;
    if (maxmem < 0 || maxmem > INT32_MAX) {
        err_format(&Exc_ValueError, "maxmem must be positive and smaller than %d", INT32_MAX);
        goto done;
    }
    if (a[6] && c_int_arg(a[6], SSIZE_MIN, SSIZE_MAX, "long", &dklen) < 0) goto done;
    if (dklen < 1 || dklen > INT32_MAX) {
        err_format(&Exc_ValueError, "dklen must be greater than 0 and smaller than %d", INT32_MAX);
        goto done;
    }
    Object *key = bytes_new_raw(dklen);
    if (key == NULL) goto done;
    crypto.ERR_clear_error(); /* this thread's queue: only scrypt's own errors are reported */
    ThreadState *ts = ts_get();
    thread_detach(ts);
    int ok = crypto.EVP_PBE_scrypt(bytes_data(pw), (size_t)bytes_len(pw), (const unsigned char *)bytes_data(salt),
                                   (size_t)bytes_len(salt), n, rr, pp, (uint64_t)maxmem,
                                   (unsigned char *)bytes_data(key), (size_t)dklen);
    thread_attach(ts);
    if (ok != 1) {
        DECREF(key);
        if (crypto.ERR_peek_last_error()) ssl_error(&Exc_ValueError);
        else err_set(&Exc_ValueError, "Invalid parameter combination for n, r, p, maxmem.");
        goto done;
    }
    r = key;
done:
    XDECREF(pw);
    XDECREF(salt);
    return r;
}

/* compare_digest(a, b): both ASCII str or both bytes-like; the time taken
 * depends on the length of b only, never on where the two differ. */
static Object *hashlib_compare_digest(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("compare_digest", kwnames) < 0 || args_count("compare_digest", nargs, 2, 2) < 0) return NULL;
    Object *x = args[0], *y = args[1], *bx = NULL, *by = NULL;
    const char *p, *q;
    ssize_t n, m;
    if (is_str(x) && is_str(y)) {
        if (!((StrObject *)x)->ascii || !((StrObject *)y)->ascii)
            return err_set(&Exc_TypeError, "comparing strings with non-ASCII characters is not supported");
        p = str_cstr(x);
        n = str_nbytes(x);
        q = str_cstr(y);
        m = str_nbytes(y);
    } else {
        if (!is_bytes_like(x) && !is_bytes_like(y))
            return err_format(&Exc_TypeError,
                              "unsupported operand types(s) or combination of types: '%s' and '%s'", TYPE_NAME(x),
                              TYPE_NAME(y));
        if (bytes_arg(x, &bx) < 0) return NULL;
        if (bytes_arg(y, &by) < 0) {
            DECREF(bx);
            return NULL;
        }
        p = bytes_data(bx);
        n = bytes_len(bx);
        q = bytes_data(by);
        m = bytes_len(by);
    }
    /* walk b whole; compare against a when the lengths match, else against b itself */
    const volatile unsigned char *left = (const unsigned char *)(n == m ? p : q);
    const volatile unsigned char *right = (const unsigned char *)q;
    unsigned char diff = n == m ? 0 : 1;
    for (ssize_t i = 0; i < m; i++) diff |= (unsigned char)(left[i] ^ right[i]);
    XDECREF(bx);
    XDECREF(by);
    return NEWREF(bool_from(diff == 0));
}

/* The names of the algorithms this OpenSSL provides, as a frozenset (with blake2b/blake2s). */
static Object *available_names(void)
{
    Object *s = set_new(NULL);
    if (s == NULL) return NULL;
    for (size_t i = 0; i < NALGOS + 2; i++) {
        const char *n = i < NALGOS ? (algos[i].md ? algos[i].name : NULL) : i == NALGOS ? "blake2b" : "blake2s";
        if (n == NULL) continue;
        Object *o = str_from_cstr(n);
        if (o == NULL || set_add(s, o) < 0) {
            XDECREF(o);
            DECREF(s);
            return NULL;
        }
        DECREF(o);
    }
    Object *f = frozenset_new(s);
    DECREF(s);
    return f;
}

static const MethodDef hashlib_methods[] = {
    {"new", hashlib_new, METH_DEFAULT},
    {"openssl_md5", new_md5, METH_DEFAULT},
    {"openssl_sha1", new_sha1, METH_DEFAULT},
    {"openssl_sha224", new_sha224, METH_DEFAULT},
    {"openssl_sha256", new_sha256, METH_DEFAULT},
    {"openssl_sha384", new_sha384, METH_DEFAULT},
    {"openssl_sha512", new_sha512, METH_DEFAULT},
    {"openssl_sha3_224", new_sha3_224, METH_DEFAULT},
    {"openssl_sha3_256", new_sha3_256, METH_DEFAULT},
    {"openssl_sha3_384", new_sha3_384, METH_DEFAULT},
    {"openssl_sha3_512", new_sha3_512, METH_DEFAULT},
    {"openssl_shake_128", new_shake_128, METH_DEFAULT},
    {"openssl_shake_256", new_shake_256, METH_DEFAULT},
    {"pbkdf2_hmac", hashlib_pbkdf2_hmac, METH_DEFAULT},
    {"scrypt", hashlib_scrypt, METH_DEFAULT},
    {"compare_digest", hashlib_compare_digest, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* The class constants of blake2b/blake2s, put in the type's dict before type_ready. */
static int blake2_constants(Type *t, int salt, int key)
{
    if ((t->dict = dict_new()) == NULL) return -1;
    const char *names[] = {"SALT_SIZE", "PERSON_SIZE", "MAX_KEY_SIZE", "MAX_DIGEST_SIZE"};
    for (int i = 0; i < 4; i++) {
        Object *v = int_from_i64(i < 2 ? salt : key);
        if (v == NULL || dict_set_cstr(t->dict, names[i], v) < 0) {
            XDECREF(v);
            return -1;
        }
        DECREF(v);
    }
    return 0;
}

int hashlibmodule_init(void)
{
    if (load_libcrypto() < 0) return -1;
    if (blake2_constants(&Blake2b_Type, 16, 64) < 0 || blake2_constants(&Blake2s_Type, 8, 32) < 0) return -1;
    if (type_ready(&Hash_Type) < 0 || type_ready(&HashXof_Type) < 0 || type_ready(&Blake2b_Type) < 0 ||
        type_ready(&Blake2s_Type) < 0)
        return -1;
    for (size_t i = 0; i < NALGOS; i++) algos[i].md = crypto.EVP_MD_fetch(NULL, algos[i].ssl, NULL);
    crypto.ERR_clear_error();
    Object *m = module_new_builtin("_hashlib", hashlib_methods);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    Object *name = str_from_cstr("UnsupportedDigestmodError"), *bases = tuple_pack(1, (Object *)&Exc_ValueError);
    Object *ns = dict_new(), *mod = str_from_cstr("_hashlib");
    if (name && bases && ns && mod && dict_set_cstr(ns, "__module__", mod) == 0)
        unsupported_digestmod_error = class_new(&Type_Type, name, bases, ns, NULL, NULL);
    XDECREF(name);
    XDECREF(bases);
    XDECREF(ns);
    XDECREF(mod);
    if (unsupported_digestmod_error == NULL) return -1;
    Object *avail = available_names();
    if (avail == NULL) return -1;
    int r = dict_set_cstr(d, "openssl_md_meth_names", avail);
    DECREF(avail);
    if (r < 0 || dict_set_cstr(d, "UnsupportedDigestmodError", unsupported_digestmod_error) < 0 ||
        dict_set_cstr(d, "HASH", (Object *)&Hash_Type) < 0 || dict_set_cstr(d, "HASHXOF", (Object *)&HashXof_Type) < 0 ||
        dict_set_cstr(d, "blake2b", (Object *)&Blake2b_Type) < 0 ||
        dict_set_cstr(d, "blake2s", (Object *)&Blake2s_Type) < 0)
        return -1;
    return 0;
}
