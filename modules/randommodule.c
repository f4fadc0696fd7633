/* randommodule.c: the `random` module, giving CPython 3.11's exact
 * sequences for the same seed.
 *
 * The generator is the Mersenne Twister MT19937 (Matsumoto & Nishimura
 * 1998) seeded as CPython seeds it: seed(n) for an int feeds the 32-bit
 * words of abs(n), least significant first, to init_by_array; a float or
 * other hashable is seeded by its hash (as size_t); str/bytes/bytearray use
 * CPython's version-2 rule, the int whose big-endian bytes are the data
 * followed by its SHA-512 digest; no seed (or None) takes 624 words from
 * the OS's entropy.  random() is CPython's 53-bit formula (a*2**26 + b) /
 * 2**53 from two draws; getrandbits(k) fills 32-bit words little-end first,
 * dropping the low bits of the last.  Everything above that is CPython's
 * random.py transcribed to C operation for operation (randrange through
 * _randbelow_with_getrandbits, shuffle, sample's pool/set switch, choices
 * with bisect, gauss's cached second value, the variates), so the same
 * seed gives the same values, floats to the last bit.  SystemRandom is the
 * same type with its words taken from getrandom() instead of the twister.
 *
 * Threads.  `random.Random` instances each own their state.  The module's
 * functions are bound methods of one hidden instance, as in CPython, and
 * so share one generator between all threads.  Every access to a
 * generator's state (the MT words, the index, gauss's cached value) happens
 * under the instance's own lock (ob_mutex, runtime/lock.h), held for one
 * primitive step -- one random(), one getrandbits(k), one gauss pair --
 * and never while Python code runs (shuffle's item assignment, sample's
 * indexing, comparisons in choices are all done outside it).  So no draw
 * ever sees torn state and no word is handed out twice; as in CPython,
 * the interleaving of draws between threads is unspecified.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "modules/modules.h"
#include "runtime/intobject.h"
#include "runtime/lock.h"
#include "vm/thread.h"

#define MT_N 624
#define MT_M 397

typedef struct {
    Object ob;
    uint32_t mt[MT_N]; /* guarded by ob_mutex */
    int index;         /* next word of mt to temper; MT_N = regenerate */
    bool has_gauss;    /* gauss()'s second value is cached in gauss_next */
    double gauss_next;
    bool system;       /* SystemRandom: words come from the OS (sysbuf), mt unused */
    int sysleft;       /* words left in sysbuf */
    uint32_t sysbuf[64];
} RandomObject;

Type Random_Type, SystemRandom_Type;

/* ---- MT19937 (the lock is held by the caller) ------------------------------ */

/* A word of OS entropy for SystemRandom, from a small per-instance buffer
 * (refilled by getrandom; the caller holds the lock). */
static uint32_t sysrand(RandomObject *r)
{
    if (r->sysleft == 0) {
        size_t got = 0;
        while (got < sizeof r->sysbuf) {
            ssize_t n = getrandom((char *)r->sysbuf + got, sizeof r->sysbuf - got, 0);
            if (n < 0 && errno != EINTR) break;
            if (n > 0) got += (size_t)n;
        }
        if (got < sizeof r->sysbuf) { /* no entropy source: never seen on Linux >= 3.17 */
            struct timespec t;
            clock_gettime(CLOCK_MONOTONIC, &t);
            for (size_t i = got / 4; i < 64; i++) r->sysbuf[i] = (uint32_t)t.tv_nsec * 2654435761u + (uint32_t)i;
        }
        r->sysleft = 64;
    }
    return r->sysbuf[--r->sysleft];
}

static uint32_t genrand(RandomObject *r)
{
    static const uint32_t mag01[2] = {0x0u, 0x9908b0dfu};
    if (r->system) return sysrand(r);
    uint32_t *mt = r->mt, y;
    if (r->index >= MT_N) { /* regenerate all N words at once */
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 1u];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 1u];
        }
        y = (mt[MT_N - 1] & 0x80000000u) | (mt[0] & 0x7fffffffu);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 1u];
        r->index = 0;
    }
    y = mt[r->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    return y;
}

static void init_genrand(RandomObject *r, uint32_t s)
{
    uint32_t *mt = r->mt;
    mt[0] = s;
    for (int i = 1; i < MT_N; i++) mt[i] = 1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + (uint32_t)i;
    r->index = MT_N;
}

static void init_by_array(RandomObject *r, const uint32_t *key, size_t len)
{
    uint32_t *mt = r->mt;
    init_genrand(r, 19650218u);
    size_t i = 1, j = 0;
    for (size_t k = MT_N > len ? MT_N : len; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[j] + (uint32_t)j;
        i++, j++;
        if (i >= MT_N) {
            mt[0] = mt[MT_N - 1];
            i = 1;
        }
        if (j >= len) j = 0;
    }
    for (size_t k = MT_N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            mt[0] = mt[MT_N - 1];
            i = 1;
        }
    }
    mt[0] = 0x80000000u; /* MSB set: a non-zero initial array */
}

/* random() with the lock held: 53 random bits over 2**53. */
static double genrand_double(RandomObject *r)
{
    uint32_t a = genrand(r) >> 5, b = genrand(r) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

static double rand_double(RandomObject *r)
{
    obj_lock(&r->ob);
    double d = genrand_double(r);
    obj_unlock(&r->ob);
    return d;
}

/* getrandbits(k) for 0 <= k <= 64, one locked step. */
static uint64_t rand_bits64(RandomObject *r, int k)
{
    if (k == 0) return 0;
    obj_lock(&r->ob);
    uint64_t v;
    if (k <= 32) {
        v = genrand(r) >> (32 - k);
    } else {
        uint64_t lo = genrand(r), hi = genrand(r);
        if (k < 64) hi >>= (64 - k);
        v = lo | (hi << 32);
    }
    obj_unlock(&r->ob);
    return v;
}

/* New ref: getrandbits(k) for any k >= 0. */
static Object *rand_bits(RandomObject *r, uint64_t k)
{
    if (k <= 64) return int_from_u64(rand_bits64(r, (int)k));
    size_t words = (size_t)((k - 1) / 32 + 1);
    uint32_t *w = malloc(words * sizeof(uint32_t));
    if (w == NULL) return err_no_memory();
    obj_lock(&r->ob);
    for (size_t i = 0; i < words; i++, k -= 32) {
        uint32_t x = genrand(r);
        if (k < 32) x >>= (32 - k); /* drop the least significant bits */
        w[i] = x;
    }
    obj_unlock(&r->ob);
    BigIntObject *b = bigint_alloc();
    if (b != NULL) mpz_import(b->z, words, -1, sizeof(uint32_t), 0, 0, w);
    free(w);
    return b != NULL ? int_from_big(b) : NULL;
}

/* _randbelow_with_getrandbits(n) for 0 < n < 2**64. */
static uint64_t randbelow_u64(RandomObject *r, uint64_t n)
{
    int k = 64 - __builtin_clzll(n); /* n.bit_length() */
    uint64_t x = rand_bits64(r, k);
    while (x >= n) x = rand_bits64(r, k);
    return x;
}

/* New ref: _randbelow(n) for any int n > 0. */
static Object *randbelow(RandomObject *r, Object *n)
{
    int64_t v;
    if (int_as_i64(n, &v)) return int_from_u64(randbelow_u64(r, (uint64_t)v));
    size_t k = int_num_bits(n);
    for (;;) {
        Object *x = rand_bits(r, k);
        if (x == NULL || int_compare(x, n) < 0) return x;
        DECREF(x);
    }
}

/* ---- seeding ------------------------------------------------------------------ */

/* SHA-512 (FIPS 180-4), for version-2 seeding of str and bytes.  The round
 * constants are the first 64 fractional bits of the cube roots of the
 * first 80 primes (the initial hash: square roots of the first 8); they are
 * computed once with GMP rather than typed in. */
static uint64_t sha_k[80], sha_h0[8];

static void sha512_constants(void)
{
    mpz_t x, root;
    mpz_inits(x, root, NULL);
    int found = 0;
    for (unsigned long p = 2; found < 80; p++) {
        bool prime = true;
        for (unsigned long d = 2; d * d <= p; d++)
            if (p % d == 0) prime = false;
        if (!prime) continue;
        mpz_set_ui(x, p);
        mpz_mul_2exp(x, x, 192);
        mpz_root(root, x, 3); /* floor(cbrt(p) * 2**64) */
        sha_k[found] = (uint64_t)mpz_getlimbn(root, 0);
        if (found < 8) {
            mpz_set_ui(x, p);
            mpz_mul_2exp(x, x, 128);
            mpz_sqrt(root, x);
            sha_h0[found] = (uint64_t)mpz_getlimbn(root, 0);
        }
        found++;
    }
    mpz_clears(x, root, NULL);
}

static inline uint64_t rotr(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

static void sha512_block(uint64_t h[8], const unsigned char *p)
{
    uint64_t w[80], a[8];
    for (int i = 0; i < 16; i++) {
        w[i] = 0;
        for (int j = 0; j < 8; j++) w[i] = (w[i] << 8) | p[8 * i + j];
    }
    for (int i = 16; i < 80; i++) {
        uint64_t s0 = rotr(w[i - 15], 1) ^ rotr(w[i - 15], 8) ^ (w[i - 15] >> 7);
        uint64_t s1 = rotr(w[i - 2], 19) ^ rotr(w[i - 2], 61) ^ (w[i - 2] >> 6);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    memcpy(a, h, sizeof a);
    for (int i = 0; i < 80; i++) {
        uint64_t S1 = rotr(a[4], 14) ^ rotr(a[4], 18) ^ rotr(a[4], 41);
        uint64_t ch = (a[4] & a[5]) ^ (~a[4] & a[6]);
        uint64_t t1 = a[7] + S1 + ch + sha_k[i] + w[i];
        uint64_t S0 = rotr(a[0], 28) ^ rotr(a[0], 34) ^ rotr(a[0], 39);
        uint64_t maj = (a[0] & a[1]) ^ (a[0] & a[2]) ^ (a[1] & a[2]);
        uint64_t t2 = S0 + maj;
        memmove(a + 1, a, 7 * sizeof(uint64_t));
        a[4] += t1;
        a[0] = t1 + t2;
    }
    for (int i = 0; i < 8; i++) h[i] += a[i];
}

static void sha512(const unsigned char *data, size_t len, unsigned char out[64])
{
    uint64_t h[8];
    memcpy(h, sha_h0, sizeof h);
    size_t i = 0;
    for (; i + 128 <= len; i += 128) sha512_block(h, data + i);
    unsigned char tail[256] = {0};
    size_t rest = len - i;
    memcpy(tail, data + i, rest);
    tail[rest] = 0x80;
    size_t tlen = rest + 1 + 16 <= 128 ? 128 : 256;
    uint64_t bits = (uint64_t)len * 8; /* the 128-bit length: the high half is 0 here */
    for (int j = 0; j < 8; j++) tail[tlen - 1 - j] = (unsigned char)(bits >> (8 * j));
    sha512_block(h, tail);
    if (tlen == 256) sha512_block(h, tail + 128);
    for (int j = 0; j < 64; j++) out[j] = (unsigned char)(h[j / 8] >> (56 - 8 * (j % 8)));
}

/* Seed from the 32-bit words of |z| (at least one word).  0, or -1 +
 * MemoryError. */
static int seed_mpz(RandomObject *r, mpz_srcptr z)
{
    size_t bits = mpz_sizeinbase(z, 2), n = mpz_sgn(z) == 0 ? 1 : (bits - 1) / 32 + 1;
    uint32_t stack[64], *key = n <= 64 ? stack : malloc(n * sizeof(uint32_t));
    if (key == NULL) return err_no_memory(), -1;
    memset(key, 0, n * sizeof(uint32_t));
    size_t got;
    mpz_export(key, &got, -1, sizeof(uint32_t), 0, 0, z); /* ignores the sign: abs; got <= n */
    obj_lock(&r->ob);
    init_by_array(r, key, n);
    r->has_gauss = false;
    obj_unlock(&r->ob);
    if (key != stack) free(key);
    return 0;
}

static int seed_urandom(RandomObject *r)
{
    uint32_t key[MT_N];
    size_t got = 0;
    while (got < sizeof key) {
        ssize_t n = getrandom((char *)key + got, sizeof key - got, 0);
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        got += (size_t)n;
    }
    if (got < sizeof key) { /* no entropy source: time and pid, as CPython's fallback */
        struct timespec t;
        clock_gettime(CLOCK_REALTIME, &t);
        key[0] = (uint32_t)t.tv_sec;
        key[1] = (uint32_t)t.tv_nsec;
        key[2] = (uint32_t)getpid();
        clock_gettime(CLOCK_MONOTONIC, &t);
        key[3] = (uint32_t)t.tv_nsec;
        got = 4 * sizeof(uint32_t);
    }
    obj_lock(&r->ob);
    init_by_array(r, key, got / sizeof(uint32_t));
    r->has_gauss = false;
    obj_unlock(&r->ob);
    return 0;
}

static int do_seed(RandomObject *r, Object *a, Object *version)
{
    if (a == NULL || a == None) return seed_urandom(r);
    if (is_int(a)) {
        MpzView v;
        return seed_mpz(r, int_view(a, &v));
    }
    bool v2 = version == NULL || (is_int(version) && int_compare(version, small_new(2)) == 0);
    const char *data = NULL;
    ssize_t len = 0;
    Object *snap = NULL; /* a bytearray's bytes, copied under its lock */
    if (is_str(a)) {
        data = str_cstr(a);
        len = str_nbytes(a);
    } else if (TYPE(a) == &Bytes_Type || TYPE(a) == &ByteArray_Type) {
        if (buffer_bytes(a, &snap) < 0) return -1;
        data = bytes_data(snap);
        len = bytes_len(snap);
    }
    if (data != NULL && v2) { /* int.from_bytes(a + sha512(a).digest(), 'big') */
        unsigned char *buf = malloc((size_t)len + 64);
        if (buf == NULL) {
            XDECREF(snap);
            err_no_memory();
            return -1;
        }
        memcpy(buf, data, (size_t)len);
        sha512((const unsigned char *)data, (size_t)len, buf + len);
        mpz_t z;
        mpz_init(z);
        mpz_import(z, (size_t)len + 64, 1, 1, 0, 0, buf);
        free(buf);
        XDECREF(snap);
        int rc = seed_mpz(r, z);
        mpz_clear(z);
        return rc;
    }
    XDECREF(snap);
    if (data != NULL) {
        err_set(&Exc_NotImplementedError, "fpy: random.seed(version=1) of a str or bytes is not supported");
        return -1;
    }
    if (!is_float(a) && a != None) {
        err_set(&Exc_TypeError, "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
        return -1;
    }
    ssize_t h = obj_hash(a);
    if (h == -1 && err_occurred()) return -1;
    mpz_t z;
    mpz_init_set_ui(z, (unsigned long)(size_t)h); /* the hash as size_t, as CPython */
    int rc = seed_mpz(r, z);
    mpz_clear(z);
    return rc;
}

/* ---- the Random type --------------------------------------------------------- */

#define SELF ((RandomObject *)self)
#define METHOD(name) static Object *random_##name(Object *self, Object *const *args, ssize_t nargs, Object *kw)

static Object *random_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kw)
{
    /* a subclass's __init__ may take other arguments: only Random itself checks */
    if ((Type *)type == &Random_Type) {
        if (args_no_kw("Random", kw) < 0) return NULL;
        if (nargs > 1)
            return err_format(&Exc_TypeError,
                              "Random.__init__() takes from 1 to 2 positional arguments but %zd were given", nargs + 1);
    }
    size_t size = ((Type *)type)->basicsize > sizeof(RandomObject) ? ((Type *)type)->basicsize : sizeof(RandomObject);
    RandomObject *r = (RandomObject *)obj_alloc((Type *)type, size);
    if (r == NULL) return NULL;
    if (do_seed(r, nargs == 1 ? args[0] : NULL, NULL) < 0) {
        DECREF((Object *)r);
        return NULL;
    }
    return (Object *)r;
}

static void random_dealloc(Object *o) { obj_free(o); }

/* SystemRandom(x=None): the same methods over OS entropy; x is ignored. */
static Object *sysrandom_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)args;
    if ((Type *)type == &SystemRandom_Type) {
        if (args_no_kw("SystemRandom", kw) < 0) return NULL;
        if (nargs > 1)
            return err_format(&Exc_TypeError,
                              "Random.__init__() takes from 1 to 2 positional arguments but %zd were given", nargs + 1);
    }
    size_t size = ((Type *)type)->basicsize > sizeof(RandomObject) ? ((Type *)type)->basicsize : sizeof(RandomObject);
    RandomObject *r = (RandomObject *)obj_alloc((Type *)type, size);
    if (r == NULL) return NULL;
    r->system = true;
    return (Object *)r;
}

METHOD(seed)
{
    static const char *const names[] = {"a", "version", NULL};
    Object *v[2];
    if (args_parse("seed", args, nargs, kw, names, 0, 0, v) < 0) return NULL;
    if (SELF->system) return NEWREF(None); /* SystemRandom: a stub, as CPython */
    if (do_seed(SELF, v[0], v[1]) < 0) return NULL;
    return NEWREF(None);
}

METHOD(random)
{
    (void)args;
    if (args_no_kw("random", kw) < 0 || args_count("random", nargs, 0, 0) < 0) return NULL;
    return float_new(rand_double(SELF));
}

/* k as a bit count: TypeError for a non-int, ValueError if negative. */
static int bit_count(Object *o, uint64_t *k)
{
    Object *i = num_index(o);
    if (i == NULL) return -1;
    int64_t v;
    bool fits = int_as_i64(i, &v) && v >= INT_MIN && v <= INT_MAX; /* a C int, as CPython parses it */
    DECREF(i);
    if (!fits) return err_set(&Exc_OverflowError, "Python int too large to convert to C int"), -1;
    if (v < 0) return err_set(&Exc_ValueError, "number of bits must be non-negative"), -1;
    *k = (uint64_t)v;
    return 0;
}

METHOD(getrandbits)
{
    if (args_no_kw("getrandbits", kw) < 0 || args_count("getrandbits", nargs, 1, 1) < 0) return NULL;
    uint64_t k;
    if (bit_count(args[0], &k) < 0) return NULL;
    return rand_bits(SELF, k);
}

METHOD(randbytes)
{
    if (args_no_kw("randbytes", kw) < 0 || args_count("randbytes", nargs, 1, 1) < 0) return NULL;
    ssize_t n = num_as_ssize(args[0]);
    if (n == -1 && err_occurred()) return NULL;
    /* getrandbits(n * 8): n * 8 must be a C int */
    if (n > INT_MAX / 8 || n < INT_MIN / 8) return err_set(&Exc_OverflowError, "Python int too large to convert to C int");
    if (n < 0) return err_set(&Exc_ValueError, "number of bits must be non-negative");
    /* getrandbits(n * 8).to_bytes(n, 'little') */
    unsigned char *buf = malloc((size_t)n + 4);
    if (buf == NULL) return err_no_memory();
    obj_lock(self);
    for (ssize_t i = 0; i < n; i += 4) {
        uint32_t w = genrand(SELF);
        if (n - i < 4) w >>= 8 * (4 - (n - i));
        for (int j = 0; j < 4; j++) buf[i + j] = (unsigned char)(w >> (8 * j));
    }
    obj_unlock(self);
    Object *b = bytes_from((const char *)buf, n);
    free(buf);
    return b;
}

/* New ref: a randrange() argument as an int: its __index__, else int(o)
 * when that equals o (CPython 3.11 accepts 5.0 with a DeprecationWarning,
 * which fpy does not print), else ValueError(msg). */
static Object *range_arg(Object *o, const char *msg)
{
    if (is_int(o)) return num_index(o);
    Object *i = num_index(o);
    if (i != NULL || !err_matches(&Exc_TypeError)) return i;
    err_clear(); /* istart = int(start); it must equal start */
    if ((i = obj_call1((Object *)&Int_Type, o)) == NULL) return NULL;
    int eq = obj_eq(i, o);
    if (eq <= 0) {
        DECREF(i);
        return eq < 0 ? NULL : err_set(&Exc_ValueError, msg);
    }
    return i;
}

/* New ref: randrange(start, stop, step); stop/step NULL when absent. */
static Object *randrange(RandomObject *r, Object *start, Object *stop, Object *step)
{
    Object *istart = range_arg(start, "non-integer arg 1 for randrange()"), *istop = NULL, *istep = NULL;
    Object *width = NULL, *n = NULL, *result = NULL, *t;
    if (istart == NULL) return NULL;
    if (stop == NULL || stop == None) {
        if (step != NULL && !(is_small(step) && small_val(step) == 1)) { /* CPython: step is not _ONE */
            err_set(&Exc_TypeError, "Missing a non-None stop argument");
        } else if (int_sign(istart) > 0) {
            result = randbelow(r, istart);
        } else {
            err_set(&Exc_ValueError, "empty range for randrange()");
        }
        goto done;
    }
    if ((istop = range_arg(stop, "non-integer stop for randrange()")) == NULL) goto done;
    if (is_small(istart) && is_small(istop) && (step == NULL || (is_small(step) && small_val(step) == 1))) {
        int64_t w = (int64_t)small_val(istop) - (int64_t)small_val(istart); /* 63 bits: no overflow */
        if (w > 0) {
            result = int_from_i64(small_val(istart) + (int64_t)randbelow_u64(r, (uint64_t)w));
        } else {
            err_format(&Exc_ValueError, "empty range for randrange() (%lld, %lld, %lld)", (long long)small_val(istart),
                       (long long)small_val(istop), (long long)w);
        }
        goto done;
    }
    if ((width = int_sub(istop, istart)) == NULL) goto done;
    if ((istep = step == NULL ? small_new(1) : range_arg(step, "non-integer step for randrange()")) == NULL) goto done;
    if (is_small(istep) && small_val(istep) == 1) {
        if (int_sign(width) > 0) {
            if ((t = randbelow(r, width)) != NULL) {
                result = int_add(istart, t);
                DECREF(t);
            }
        } else {
            err_format(&Exc_ValueError, "empty range for randrange() (%S, %S, %S)", istart, istop, width);
        }
        goto done;
    }
    int sign = int_sign(istep);
    if (sign == 0) {
        err_set(&Exc_ValueError, "zero step for randrange()");
        goto done;
    }
    /* n = (width + istep -+ 1) // istep */
    Object *adj = int_add(width, istep);
    if (adj == NULL) goto done;
    t = sign > 0 ? int_sub(adj, small_new(1)) : int_add(adj, small_new(1));
    DECREF(adj);
    if (t == NULL) goto done;
    n = int_floordiv(t, istep);
    DECREF(t);
    if (n == NULL) goto done;
    if (int_sign(n) <= 0) {
        err_set(&Exc_ValueError, "empty range for randrange()");
        goto done;
    }
    if ((t = randbelow(r, n)) != NULL) {
        Object *m = int_mul(istep, t);
        DECREF(t);
        if (m != NULL) {
            result = int_add(istart, m);
            DECREF(m);
        }
    }
done:
    DECREF(istart);
    XDECREF(istop);
    XDECREF(istep);
    XDECREF(width);
    XDECREF(n);
    return result;
}

METHOD(randrange)
{
    static const char *const names[] = {"start", "stop", "step", NULL};
    Object *v[3];
    if (args_parse("randrange", args, nargs, kw, names, 0, 1, v) < 0) return NULL;
    return randrange(SELF, v[0], v[1], v[2]);
}

METHOD(randint)
{
    static const char *const names[] = {"a", "b", NULL};
    Object *v[2];
    if (args_parse("randint", args, nargs, kw, names, 0, 2, v) < 0) return NULL;
    if (is_small(v[0]) && is_small(v[1])) { /* randrange(a, b + 1) without the boxes */
        int64_t d = (int64_t)small_val(v[1]) - (int64_t)small_val(v[0]); /* 63 bits: no overflow */
        if (d >= 0) return int_from_i64(small_val(v[0]) + (int64_t)randbelow_u64(SELF, (uint64_t)d + 1));
    }
    Object *stop = num_binop(BIN_ADD, v[1], small_new(1));
    if (stop == NULL) return NULL;
    Object *r = randrange(SELF, v[0], stop, NULL);
    DECREF(stop);
    return r;
}

METHOD(choice)
{
    if (args_no_kw("choice", kw) < 0 || args_count("choice", nargs, 1, 1) < 0) return NULL;
    Object *seq = args[0];
    ssize_t n = obj_len(seq);
    if (n < 0) return NULL;
    if (n == 0) return err_set(&Exc_IndexError, "Cannot choose from an empty sequence");
    ssize_t i = (ssize_t)randbelow_u64(SELF, (uint64_t)n);
    if (is_list(seq) && TYPE(seq) == &List_Type) return list_get(seq, i);
    if (TYPE(seq) == &Tuple_Type) return NEWREF(tuple_get(seq, i));
    return obj_getitem(seq, small_new(i));
}

METHOD(shuffle)
{
    if (args_no_kw("shuffle", kw) < 0 || args_count("shuffle", nargs, 1, 1) < 0) return NULL;
    Object *x = args[0];
    ssize_t n = obj_len(x);
    if (n < 0) return NULL;
    for (ssize_t i = n - 1; i >= 1; i--) {
        ssize_t j = (ssize_t)randbelow_u64(SELF, (uint64_t)i + 1);
        /* x[i], x[j] = x[j], x[i]: both read first, then stored left to right */
        Object *a = obj_getitem(x, small_new(j));
        if (a == NULL) return NULL;
        Object *b = obj_getitem(x, small_new(i));
        if (b == NULL) {
            DECREF(a);
            return NULL;
        }
        int rc = obj_setitem(x, small_new(i), a);
        if (rc == 0) rc = obj_setitem(x, small_new(j), b);
        DECREF(a);
        DECREF(b);
        if (rc < 0) return NULL;
    }
    return NEWREF(None);
}

/* bisect.bisect_right(a, x, 0, hi) on a list of numbers. */
static ssize_t bisect_right(Object *a, Object *x, ssize_t hi)
{
    ssize_t lo = 0;
    while (lo < hi) {
        ssize_t mid = (lo + hi) / 2;
        Object *m = list_get(a, mid);
        if (m == NULL) return -1;
        int lt = obj_richcompare_bool(x, m, CMP_LT);
        DECREF(m);
        if (lt < 0) return -1;
        if (lt) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

/* New ref: list(itertools.accumulate(it)). */
static Object *accumulate(Object *it0)
{
    Object *it = obj_iter(it0);
    if (it == NULL) return NULL;
    Object *out = list_new(0), *acc = NULL, *item;
    if (out == NULL) {
        DECREF(it);
        return NULL;
    }
    while ((item = iter_next(it)) != NULL) {
        if (acc == NULL) {
            acc = item;
        } else {
            Object *s = num_binop(BIN_ADD, acc, item);
            DECREF(item);
            DECREF(acc);
            if ((acc = s) == NULL) break;
        }
        if (list_append(out, acc) < 0) break;
    }
    XDECREF(acc);
    DECREF(it);
    if (err_occurred()) {
        DECREF(out);
        return NULL;
    }
    return out;
}

static bool is_sequence(Object *o)
{
    Type *t = TYPE(o);
    if (is_list(o) || is_tuple(o) || is_str(o) || t == &Range_Type || t == &Bytes_Type) return true;
    /* other types: anything indexable with a length that is not a mapping or a set */
    return !is_dict(o) && !is_set_or_frozen(o) && t->getitem != NULL && t->len != NULL;
}

static Object *sample(RandomObject *r, Object *population, Object *kobj, Object *counts);

/* sample(population, k, counts=...): sample range(total) and map each
 * pick back through the cumulative counts. */
static Object *sample_counts(RandomObject *r, Object *population, Object *kobj, Object *counts, ssize_t n)
{
    Object *cum = accumulate(counts), *result = NULL, *sel = NULL, *range = NULL;
    if (cum == NULL) return NULL;
    if (list_len(cum) != n) {
        err_set(&Exc_ValueError, "The number of counts does not match the population");
        goto done;
    }
    Object *total = list_get(cum, n - 1);
    if (total == NULL) goto done;
    Object *popped = obj_call_method(cum, "pop", NULL, 0);
    XDECREF(popped);
    if (!is_int(total)) {
        DECREF(total);
        err_set(&Exc_TypeError, "Counts must be integers");
        goto done;
    }
    if (int_sign(total) <= 0) {
        DECREF(total);
        err_set(&Exc_ValueError, "Total of counts must be greater than zero");
        goto done;
    }
    range = range_new3(small_new(0), total, small_new(1));
    DECREF(total);
    if (range == NULL || (sel = sample(r, range, kobj, NULL)) == NULL) goto done;
    ssize_t k = list_len(sel);
    if ((result = list_new(k)) == NULL) goto done;
    for (ssize_t i = 0; i < k; i++) {
        ssize_t j = bisect_right(cum, ((ListObject *)sel)->items[i], list_len(cum));
        Object *item = j < 0 ? NULL : obj_getitem(population, small_new(j));
        if (item == NULL) {
            for (ssize_t m = i; m < k; m++) ((ListObject *)result)->items[m] = NEWREF(None);
            DECREF(result);
            result = NULL;
            goto done;
        }
        ((ListObject *)result)->items[i] = item;
    }
done:
    DECREF(cum);
    XDECREF(range);
    XDECREF(sel);
    return result;
}

/* A small open-addressing set of indexes, for sample's sparse case. */
typedef struct {
    ssize_t *slots; /* -1 = empty */
    size_t mask;
} IndexSet;

static int iset_add(IndexSet *s, ssize_t j) /* 1 added, 0 present */
{
    size_t h = ((size_t)j * 0x9E3779B97F4A7C15ull) & s->mask;
    while (s->slots[h] != -1) {
        if (s->slots[h] == j) return 0;
        h = (h + 1) & s->mask;
    }
    s->slots[h] = j;
    return 1;
}

static Object *sample(RandomObject *r, Object *population, Object *kobj, Object *counts)
{
    if (!is_sequence(population))
        return err_set(&Exc_TypeError, "Population must be a sequence.  For dicts or sets, use sorted(d).");
    ssize_t n = obj_len(population);
    if (n < 0) return NULL;
    if (counts != NULL && counts != None) return sample_counts(r, population, kobj, counts, n);
    Object *ki = num_index(kobj);
    if (ki == NULL) return NULL;
    int64_t k;
    bool fits = int_as_i64(ki, &k);
    DECREF(ki);
    if (!fits || k < 0 || k > n) return err_set(&Exc_ValueError, "Sample larger than population or is negative");
    Object *result = list_new((ssize_t)k);
    if (result == NULL) return NULL;
    Object **res = ((ListObject *)result)->items;
    for (int64_t i = 0; i < k; i++) res[i] = NEWREF(None);
    /* the size of a set that costs as much as the pool copy (CPython's rule) */
    double setsize = 21.0;
    if (k > 5) setsize += pow(4.0, ceil(log((double)(k * 3)) / log(4.0)));
    if ((double)n <= setsize) { /* pool: a copy, each pick replaced by the last live one */
        Object *pool = list_from_iterable(population);
        if (pool == NULL) goto fail;
        Object **p = ((ListObject *)pool)->items;
        for (int64_t i = 0; i < k; i++) {
            ssize_t j = (ssize_t)randbelow_u64(r, (uint64_t)(n - i));
            Object *old = res[i];
            res[i] = NEWREF(p[j]);
            DECREF(old);
            old = p[j];
            p[j] = NEWREF(p[n - i - 1]);
            DECREF(old);
        }
        DECREF(pool);
        return result;
    }
    IndexSet s;
    size_t cap = 8;
    while (cap < (size_t)k * 2 + 2) cap *= 2;
    s.mask = cap - 1;
    if ((s.slots = malloc(cap * sizeof(ssize_t))) == NULL) {
        err_no_memory();
        goto fail;
    }
    memset(s.slots, 0xff, cap * sizeof(ssize_t));
    for (int64_t i = 0; i < k; i++) {
        ssize_t j = (ssize_t)randbelow_u64(r, (uint64_t)n);
        while (!iset_add(&s, j)) j = (ssize_t)randbelow_u64(r, (uint64_t)n);
        Object *item = obj_getitem(population, small_new(j));
        if (item == NULL) {
            free(s.slots);
            goto fail;
        }
        Object *old = res[i];
        res[i] = item;
        DECREF(old);
    }
    free(s.slots);
    return result;
fail:
    DECREF(result);
    return NULL;
}

METHOD(sample)
{
    static const char *const names[] = {"population", "k", "$counts", NULL};
    Object *v[3];
    if (args_parse("sample", args, nargs, kw, names, 0, 2, v) < 0) return NULL;
    return sample(SELF, v[0], v[1], v[2]);
}

METHOD(choices)
{
    static const char *const names[] = {"population", "weights", "$cum_weights", "k", NULL};
    Object *v[4];
    if (args_parse("choices", args, nargs, kw, names, 0, 1, v) < 0) return NULL;
    Object *population = v[0], *weights = v[1] == None ? NULL : v[1], *cum = v[2] == None ? NULL : v[2];
    ssize_t n = obj_len(population);
    if (n < 0) return NULL;
    int64_t k = 1;
    if (v[3] != NULL) {
        Object *ki = num_index(v[3]);
        if (ki == NULL) return NULL;
        if (!int_as_i64(ki, &k)) k = int_sign(ki) < 0 ? 0 : INT64_MAX;
        DECREF(ki);
    }
    if (k < 0) k = 0;
    Object *result = list_new(0);
    if (result == NULL) return NULL;
    if (cum == NULL && weights == NULL) { /* population[floor(random() * n)] */
        for (int64_t i = 0; i < k; i++) {
            double f = floor(rand_double(SELF) * (double)n);
            Object *item = obj_getitem(population, int_from_double(f));
            if (item == NULL || list_append_steal(result, item) < 0) goto fail;
        }
        return result;
    }
    Object *cw = NULL;
    if (cum == NULL) {
        if (is_int(weights)) {
            err_format(&Exc_TypeError, "The number of choices must be a keyword argument: k=%S", weights);
            goto fail;
        }
        if ((cw = accumulate(weights)) == NULL) goto fail;
    } else if (weights != NULL) {
        err_set(&Exc_TypeError, "Cannot specify both weights and cumulative weights");
        goto fail;
    } else if ((cw = list_from_iterable(cum)) == NULL) {
        goto fail;
    }
    if (list_len(cw) != n) {
        err_set(&Exc_ValueError, "The number of weights does not match the population");
        goto fail_cw;
    }
    Object *last = n > 0 ? list_get(cw, n - 1) : NULL;
    if (last == NULL) {
        if (!err_occurred()) err_set(&Exc_IndexError, "list index out of range");
        goto fail_cw;
    }
    Object *zero = float_new(0.0); /* total = cum_weights[-1] + 0.0 */
    Object *totalo = zero != NULL ? num_binop(BIN_ADD, last, zero) : NULL;
    XDECREF(zero);
    DECREF(last);
    if (totalo == NULL) goto fail_cw;
    double total;
    int ok = float_as_double_of(totalo, &total);
    DECREF(totalo);
    if (ok <= 0) {
        if (ok == 0) err_set(&Exc_TypeError, "must be real number");
        goto fail_cw;
    }
    if (total <= 0.0) {
        err_set(&Exc_ValueError, "Total of weights must be greater than zero");
        goto fail_cw;
    }
    if (!isfinite(total)) {
        err_set(&Exc_ValueError, "Total of weights must be finite");
        goto fail_cw;
    }
    for (int64_t i = 0; i < k; i++) {
        Object *x = float_new(rand_double(SELF) * total);
        if (x == NULL) goto fail_cw;
        ssize_t j = bisect_right(cw, x, n - 1);
        DECREF(x);
        Object *item = j < 0 ? NULL : obj_getitem(population, small_new(j));
        if (item == NULL || list_append_steal(result, item) < 0) goto fail_cw;
    }
    DECREF(cw);
    return result;
fail_cw:
    DECREF(cw);
fail:
    DECREF(result);
    return NULL;
}

/* ---- real-valued distributions ------------------------------------------------- */

static int real_arg(Object *o, double *d)
{
    int r = float_as_double_of(o, d);
    if (r == 0) err_format(&Exc_TypeError, "must be real number, not %s", TYPE_NAME(o));
    return r > 0 ? 0 : -1;
}

/* Parse up to 3 real arguments with defaults (NAN = required). */
static int real_args(const char *fname, const char *const *names, Object *const *args, ssize_t nargs, Object *kw,
                     int nrequired, double *out, Object **raw)
{
    Object *v[3] = {NULL, NULL, NULL};
    if (args_parse(fname, args, nargs, kw, names, 0, nrequired, v) < 0) return -1;
    for (int i = 0; names[i] != NULL; i++) {
        if (raw != NULL) raw[i] = v[i];
        if (v[i] != NULL && v[i] != None && real_arg(v[i], &out[i]) < 0) return -1;
    }
    return 0;
}

/* Python's float % (the result takes the divisor's sign). */
static double py_fmod(double a, double b)
{
    double m = fmod(a, b);
    if (m != 0.0) {
        if ((b < 0) != (m < 0)) m += b;
    } else {
        m = copysign(0.0, b);
    }
    return m;
}

static const double TWOPI = 2.0 * 3.141592653589793238462643383279502884197;

METHOD(uniform)
{
    static const char *const names[] = {"a", "b", NULL};
    double d[2];
    if (real_args("uniform", names, args, nargs, kw, 2, d, NULL) < 0) return NULL;
    return float_new(d[0] + (d[1] - d[0]) * rand_double(SELF));
}

METHOD(triangular)
{
    static const char *const names[] = {"low", "high", "mode", NULL};
    double d[3] = {0.0, 1.0, 0.0};
    Object *raw[3];
    if (real_args("triangular", names, args, nargs, kw, 0, d, raw) < 0) return NULL;
    double u = rand_double(SELF), low = d[0], high = d[1], c = 0.5;
    if (raw[2] != NULL && raw[2] != None) {
        if (high - low == 0.0) return NEWREF(raw[0] != NULL ? raw[0] : float_new(0.0)); /* ZeroDivisionError: low */
        c = (d[2] - low) / (high - low);
    }
    if (u > c) {
        u = 1.0 - u;
        c = 1.0 - c;
        double t = low;
        low = high;
        high = t;
    }
    return float_new(low + (high - low) * sqrt(u * c));
}

static double nv_magic; /* 4 * exp(-0.5) / sqrt(2.0), as CPython computes it: set by randommodule_init */

static double normal(RandomObject *r)
{
    for (;;) {
        double u1 = rand_double(r), u2 = 1.0 - rand_double(r);
        double z = nv_magic * (u1 - 0.5) / u2, zz = z * z / 4.0;
        if (zz <= -log(u2)) return z;
    }
}

METHOD(normalvariate)
{
    static const char *const names[] = {"mu", "sigma", NULL};
    double d[2] = {0.0, 1.0};
    if (real_args("normalvariate", names, args, nargs, kw, 0, d, NULL) < 0) return NULL;
    return float_new(d[0] + normal(SELF) * d[1]);
}

METHOD(lognormvariate)
{
    static const char *const names[] = {"mu", "sigma", NULL};
    double d[2];
    if (real_args("lognormvariate", names, args, nargs, kw, 2, d, NULL) < 0) return NULL;
    return float_new(exp(d[0] + normal(SELF) * d[1]));
}

METHOD(gauss)
{
    static const char *const names[] = {"mu", "sigma", NULL};
    double d[2] = {0.0, 1.0}, z;
    if (real_args("gauss", names, args, nargs, kw, 0, d, NULL) < 0) return NULL;
    obj_lock(self); /* the cached second value and both draws in one step */
    if (SELF->has_gauss) {
        z = SELF->gauss_next;
        SELF->has_gauss = false;
    } else {
        double x2pi = genrand_double(SELF) * TWOPI;
        double g2rad = sqrt(-2.0 * log(1.0 - genrand_double(SELF)));
        z = cos(x2pi) * g2rad;
        SELF->gauss_next = sin(x2pi) * g2rad;
        SELF->has_gauss = true;
    }
    obj_unlock(self);
    return float_new(d[0] + z * d[1]);
}

METHOD(expovariate)
{
    static const char *const names[] = {"lambd", NULL};
    double d[1];
    if (real_args("expovariate", names, args, nargs, kw, 1, d, NULL) < 0) return NULL;
    double u = rand_double(SELF);
    if (d[0] == 0.0) return err_set(&Exc_ZeroDivisionError, "float division by zero");
    return float_new(-log(1.0 - u) / d[0]);
}

METHOD(vonmisesvariate)
{
    static const char *const names[] = {"mu", "kappa", NULL};
    double d[2];
    if (real_args("vonmisesvariate", names, args, nargs, kw, 2, d, NULL) < 0) return NULL;
    double mu = d[0], kappa = d[1], z;
    if (kappa <= 1e-6) return float_new(TWOPI * rand_double(SELF));
    double s = 0.5 / kappa, r = s + sqrt(1.0 + s * s);
    for (;;) {
        double u1 = rand_double(SELF);
        z = cos(3.141592653589793238462643383279502884197 * u1);
        double dd = z / (r + z), u2 = rand_double(SELF);
        if (u2 < 1.0 - dd * dd || u2 <= (1.0 - dd) * exp(dd)) break;
    }
    double q = 1.0 / r, f = (q + z) / (1.0 + q * z), u3 = rand_double(SELF);
    return float_new(u3 > 0.5 ? py_fmod(mu + acos(f), TWOPI) : py_fmod(mu - acos(f), TWOPI));
}

/* gammavariate(alpha, beta) as CPython: Cheng's rejection for alpha > 1,
 * an exponential for alpha == 1, Kennedy & Gentle's GS below 1. */
static int gamma_draw(RandomObject *self, double alpha, double beta, double *out)
{
    if (alpha <= 0.0 || beta <= 0.0) return err_set(&Exc_ValueError, "gammavariate: alpha and beta must be > 0.0"), -1;
    if (alpha > 1.0) {
        double ainv = sqrt(2.0 * alpha - 1.0), bbb = alpha - log(4.0), ccc = alpha + ainv;
        const double sg_magic = 1.0 + log(4.5);
        for (;;) {
            double u1 = rand_double(self);
            if (!(1e-7 < u1 && u1 < 0.9999999)) continue;
            double u2 = 1.0 - rand_double(self);
            double v = log(u1 / (1.0 - u1)) / ainv, x = alpha * exp(v);
            double z = u1 * u1 * u2, r = bbb + ccc * v - x;
            if (r + sg_magic - 4.5 * z >= 0.0 || r >= log(z)) {
                *out = x * beta;
                return 0;
            }
        }
    }
    if (alpha == 1.0) {
        *out = -log(1.0 - rand_double(self)) * beta;
        return 0;
    }
    const double e = 2.718281828459045235360287471352662498;
    double x;
    for (;;) {
        double u = rand_double(self), b = (e + alpha) / e, p = b * u;
        x = p <= 1.0 ? pow(p, 1.0 / alpha) : -log((b - p) / alpha);
        double u1 = rand_double(self);
        if (p > 1.0) {
            if (u1 <= pow(x, alpha - 1.0)) break;
        } else if (u1 <= exp(-x)) {
            break;
        }
    }
    *out = x * beta;
    return 0;
}

METHOD(gammavariate)
{
    static const char *const names[] = {"alpha", "beta", NULL};
    double d[2], x;
    if (real_args("gammavariate", names, args, nargs, kw, 2, d, NULL) < 0) return NULL;
    if (gamma_draw(SELF, d[0], d[1], &x) < 0) return NULL;
    return float_new(x);
}

METHOD(betavariate)
{
    static const char *const names[] = {"alpha", "beta", NULL};
    double d[2], y, y2;
    if (real_args("betavariate", names, args, nargs, kw, 2, d, NULL) < 0) return NULL;
    if (gamma_draw(SELF, d[0], 1.0, &y) < 0) return NULL;
    if (y == 0.0) return float_new(0.0);
    if (gamma_draw(SELF, d[1], 1.0, &y2) < 0) return NULL;
    return float_new(y / (y + y2));
}

METHOD(paretovariate)
{
    static const char *const names[] = {"alpha", NULL};
    double d[1];
    if (real_args("paretovariate", names, args, nargs, kw, 1, d, NULL) < 0) return NULL;
    double u = 1.0 - rand_double(SELF);
    if (d[0] == 0.0) return err_set(&Exc_ZeroDivisionError, "float division by zero");
    return float_new(pow(u, -1.0 / d[0]));
}

METHOD(weibullvariate)
{
    static const char *const names[] = {"alpha", "beta", NULL};
    double d[2];
    if (real_args("weibullvariate", names, args, nargs, kw, 2, d, NULL) < 0) return NULL;
    double u = 1.0 - rand_double(SELF);
    if (d[1] == 0.0) return err_set(&Exc_ZeroDivisionError, "float division by zero");
    return float_new(d[0] * pow(-log(u), 1.0 / d[1]));
}

/* ---- state --------------------------------------------------------------------- */

METHOD(getstate)
{
    (void)args, (void)nargs, (void)kw;
    if (SELF->system) return err_set(&Exc_NotImplementedError, "System entropy source does not have state.");
    if (args_no_kw("getstate", kw) < 0 || args_count("getstate", nargs, 0, 0) < 0) return NULL;
    uint32_t mt[MT_N];
    int index;
    bool has_gauss;
    double gauss_next;
    obj_lock(self); /* a consistent snapshot */
    memcpy(mt, SELF->mt, sizeof mt);
    index = SELF->index;
    has_gauss = SELF->has_gauss;
    gauss_next = SELF->gauss_next;
    obj_unlock(self);
    Object *inner = tuple_new(MT_N + 1);
    if (inner == NULL) return NULL;
    for (int i = 0; i < MT_N; i++) tuple_items(inner)[i] = int_from_u64(mt[i]); /* small: never fails */
    tuple_items(inner)[MT_N] = small_new(index);
    Object *g = has_gauss ? float_new(gauss_next) : NEWREF(None);
    if (g == NULL) {
        DECREF(inner);
        return NULL;
    }
    Object *t = tuple_pack(3, small_new(3), inner, g);
    DECREF(inner);
    DECREF(g);
    return t;
}

METHOD(setstate)
{
    if (SELF->system) return err_set(&Exc_NotImplementedError, "System entropy source does not have state.");
    if (args_no_kw("setstate", kw) < 0 || args_count("setstate", nargs, 1, 1) < 0) return NULL;
    Object *state = args[0];
    Object *version = obj_getitem(state, small_new(0));
    if (version == NULL) return NULL;
    bool v3 = is_int(version) && int_compare(version, small_new(3)) == 0;
    bool v2 = is_int(version) && int_compare(version, small_new(2)) == 0; /* words taken mod 2**32 */
    if (!v3 && !v2) {
        err_format(&Exc_ValueError, "state with version %S passed to Random.setstate() of version 3", version);
        DECREF(version);
        return NULL;
    }
    DECREF(version);
    if (!is_tuple(state) || tuple_len(state) != 3) {
        ssize_t n = obj_len(state);
        if (n < 0) return NULL;
        return err_format(&Exc_ValueError, n > 3 ? "too many values to unpack (expected 3)"
                                                 : "not enough values to unpack (expected 3, got %zd)", n);
    }
    Object *inner = tuple_get(state, 1), *g = tuple_get(state, 2);
    if (!is_tuple(inner)) return err_set(&Exc_TypeError, "state vector must be a tuple");
    if (tuple_len(inner) != MT_N + 1) return err_set(&Exc_ValueError, "state vector is the wrong size");
    uint32_t mt[MT_N];
    for (int i = 0; i < MT_N; i++) {
        Object *w = tuple_get(inner, i);
        int64_t v;
        if (!is_int(w)) return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(w));
        if (v2) {
            MpzView mv;
            mt[i] = (uint32_t)mpz_fdiv_ui(int_view(w, &mv), 0x100000000ul);
            continue;
        }
        if (int_sign(w) < 0) return err_set(&Exc_OverflowError, "can't convert negative value to unsigned int");
        if (!int_as_i64(w, &v)) return err_set(&Exc_OverflowError, "Python int too large to convert to C unsigned long");
        mt[i] = (uint32_t)v;
    }
    int64_t index;
    Object *iw = tuple_get(inner, MT_N);
    if (!is_int(iw)) return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(iw));
    if (!int_as_i64(iw, &index) || index < 0 || index > MT_N) return err_set(&Exc_ValueError, "invalid state");
    double gn = 0.0;
    if (g != None && real_arg(g, &gn) < 0) return NULL;
    obj_lock(self);
    memcpy(SELF->mt, mt, sizeof mt);
    SELF->index = (int)index;
    SELF->has_gauss = g != None;
    SELF->gauss_next = gn;
    obj_unlock(self);
    return NEWREF(None);
}

static const MethodDef random_methods[] = {
    {"seed", random_seed, METH_DEFAULT},
    {"random", random_random, METH_DEFAULT},
    {"uniform", random_uniform, METH_DEFAULT},
    {"triangular", random_triangular, METH_DEFAULT},
    {"randint", random_randint, METH_DEFAULT},
    {"choice", random_choice, METH_DEFAULT},
    {"randrange", random_randrange, METH_DEFAULT},
    {"sample", random_sample, METH_DEFAULT},
    {"shuffle", random_shuffle, METH_DEFAULT},
    {"choices", random_choices, METH_DEFAULT},
    {"normalvariate", random_normalvariate, METH_DEFAULT},
    {"lognormvariate", random_lognormvariate, METH_DEFAULT},
    {"expovariate", random_expovariate, METH_DEFAULT},
    {"vonmisesvariate", random_vonmisesvariate, METH_DEFAULT},
    {"gammavariate", random_gammavariate, METH_DEFAULT},
    {"gauss", random_gauss, METH_DEFAULT},
    {"betavariate", random_betavariate, METH_DEFAULT},
    {"paretovariate", random_paretovariate, METH_DEFAULT},
    {"weibullvariate", random_weibullvariate, METH_DEFAULT},
    {"getstate", random_getstate, METH_DEFAULT},
    {"setstate", random_setstate, METH_DEFAULT},
    {"getrandbits", random_getrandbits, METH_DEFAULT},
    {"randbytes", random_randbytes, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type Random_Type = {
    TYPE_HEAD_INIT,
    .name = "Random",
    .basicsize = sizeof(RandomObject),
    .flags = TPF_BASETYPE,
    .dealloc = random_dealloc,
    .new = random_type_new,
    .methods = random_methods,
};

Type SystemRandom_Type = {
    TYPE_HEAD_INIT,
    .name = "SystemRandom",
    .basicsize = sizeof(RandomObject),
    .flags = TPF_BASETYPE,
    .base = &Random_Type,
    .dealloc = random_dealloc,
    .new = sysrandom_type_new,
};

int randommodule_init(void)
{
    sha512_constants();
    nv_magic = 4 * exp(-0.5) / sqrt(2.0);
    if (type_ready(&Random_Type) < 0 || type_ready(&SystemRandom_Type) < 0) return -1;
    /* CPython's Random and SystemRandom are classes of random.py: named
     * 'Random' in messages, module 'random' in reprs (type.c reads a
     * built-in type's __module__ from its dict).  Set before the types
     * are reachable: the module is made once. */
    Object *modname = str_intern_cstr("random");
    if (modname == NULL || dict_set_cstr(Random_Type.dict, "__module__", modname) < 0 ||
        dict_set_cstr(SystemRandom_Type.dict, "__module__", modname) < 0)
        return -1;
    Object *m = module_new_builtin("random", NULL);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    if (dict_set_cstr(d, "Random", (Object *)&Random_Type) < 0 ||
        dict_set_cstr(d, "SystemRandom", (Object *)&SystemRandom_Type) < 0)
        return -1;
    /* the module's functions: bound methods of one shared, immortal instance */
    Object *inst = random_type_new((Object *)&Random_Type, NULL, 0, NULL);
    if (inst == NULL) return -1;
    obj_make_immortal(inst);
    if (dict_set_cstr(d, "_inst", inst) < 0) return -1;
    for (const MethodDef *def = random_methods; def->name != NULL; def++) {
        Object *f = cfunction_new(def, inst);
        if (f == NULL) return -1;
        obj_make_immortal(f);
        if (dict_set_cstr(d, def->name, f) < 0) return -1;
    }
    return 0;
}
