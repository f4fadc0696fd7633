/* str.c: the str type, stored as UTF-8.
 *
 * The idea.  A str is immutable text.  CPython stores it as an array of
 * 1, 2 or 4 bytes per code point (PEP 393) so that s[i] is O(1) always;
 * fpy stores UTF-8 only, as PyPy and MicroPython do: printing, hashing,
 * comparing, concatenating, searching and splitting then work on the bytes
 * directly with memcmp/memchr/memmem (UTF-8 is self-synchronising, so a
 * byte match of a valid needle is always a code point match, and code
 * point order equals byte order), and the text the program reads or writes
 * needs no conversion at all.  ob_size counts code points, nbytes bytes,
 * and the `ascii` flag says they are equal.
 *
 * Indexing.  For an ASCII str, code point i is byte i: indexing and
 * slicing are O(1), as in CPython.  For a non-ASCII str fpy picks by
 * length:
 *   - shorter than STR_INDEX_MIN code points: scan (from whichever end is
 *     nearer); a few dozen byte loads, cheaper than any index;
 *   - longer: an *offset index* is built on the first indexed access: the
 *     byte offset of every STR_INDEX_STEP-th code point (one ssize_t per 32
 *     code points, 1/4 byte per character).  s[i] is then one table load
 *     plus a scan of at most 31 code points: O(1).  The index pointer lives
 *     in a hidden, 8-byte-aligned slot after the terminating NUL (strimpl.h),
 *     so ASCII strs pay nothing.  Threads may race to build it: each builds
 *     its own and publishes it with a compare-and-swap; the loser frees
 *     its copy (the two are identical).  Iteration never needs the index
 *     (the iterator keeps a byte position), nor do find/split/replace.
 *
 * Immortal strs: the empty str and the 256 one-code-point strs U+0000 ..
 * U+00FF are statically allocated, immortal and interned (a constructor
 * fills them before main): making s[i] of Latin-1 text allocates nothing.
 * Every code path that yields such a value returns the shared object, so
 * "is interned" is a pointer test for them too.
 *
 * Interning.  Identifiers, attribute names and names in code are interned:
 * one immortal object per distinct text, so dicts keyed by them (globals,
 * type dicts, instance dicts) match keys by pointer before hashing
 * (OBF_INTERNED).  The intern table is a process-wide open-addressing hash
 * set; see the locking rule beside it.
 *
 * Hash.  wyhash (Wang Yi, public domain) over the UTF-8 bytes: 8 bytes per
 * multiply, good avalanche, fast on short identifiers.  The result is
 * cached in the object; two threads racing to compute it store the same
 * value, so relaxed atomics suffice.  -1 is never returned (it means
 * "error" in the slot), and CPython's randomisation is not done: hash
 * order is deterministic from run to run.
 *
 * Every slot here returns a new reference (or NULL with the exception
 * set), as object.h's convention says; the exported functions document
 * their references in api.h and strimpl.h.
 *
 * `s += t`.  str_concat_inplace (api.h) appends in place when the left
 * operand is referenced only by the caller (the VM arranges that for
 * `s += t` followed by a store to the same variable, as CPython does), so
 * building a string in a loop is amortised O(n): the block grows by half
 * its size when full.
 */
#include <mimalloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/strimpl.h"

/* ---- layout ------------------------------------------------------------ */

#define DATA_OFF offsetof(StrObject, data)

static inline size_t align8(size_t n) { return (n + 7) & ~(size_t)7; }

static inline bool has_index_slot(ssize_t nchars, bool ascii) { return !ascii && nchars >= STR_INDEX_MIN; }

size_t str_alloc_size(ssize_t nbytes, ssize_t nchars, bool ascii)
{
    size_t n = DATA_OFF + (size_t)nbytes + 1;
    if (has_index_slot(nchars, ascii)) n = align8(n) + sizeof(void *);
    return n;
}

static inline _Atomic(ssize_t *) *index_slot(StrObject *s)
{
    return (_Atomic(ssize_t *) *)((char *)s + align8(DATA_OFF + (size_t)s->nbytes + 1));
}

/* Set the shape fields of a fresh str (data is the caller's business). */
static void set_shape(StrObject *s, ssize_t nbytes, ssize_t nchars, bool ascii)
{
    s->ob.ob_size = nchars;
    s->nbytes = nbytes;
    atomic_store_explicit(&s->hash, -1, memory_order_relaxed);
    s->ascii = ascii;
    s->data[nbytes] = '\0';
    if (has_index_slot(nchars, ascii)) atomic_store_explicit(index_slot(s), NULL, memory_order_relaxed);
}

Object *str_new_raw(ssize_t nbytes, ssize_t nchars, bool ascii)
{
    if (nbytes < 0 || (size_t)nbytes > (size_t)PTRDIFF_MAX - 64) return err_no_memory();
    StrObject *s = (StrObject *)obj_alloc(&Str_Type, str_alloc_size(nbytes, nchars, ascii));
    if (s == NULL) return NULL;
    set_shape(s, nbytes, nchars, ascii);
    return (Object *)s;
}

Object *str_resize_raw(Object *o, ssize_t nbytes, ssize_t nchars, bool ascii, size_t cur_size)
{
    size_t need = str_alloc_size(nbytes, nchars, ascii);
    /* Shrink only when a quarter or more would be wasted: a realloc that
     * moves the block costs a copy. */
    if (need > cur_size || need + need / 4 + 64 < cur_size) {
        Object *n = obj_realloc(o, need);
        if (n == NULL) {
            obj_free(o);
            return NULL;
        }
        o = n;
    }
    set_shape(STR(o), nbytes, nchars, ascii);
    return o;
}

/* ---- the immortal strs: '' and the 256 Latin-1 characters ----------- */

/* Room for the header, two UTF-8 bytes and the NUL. */
#define CHAR_OBJ_SIZE 64
_Static_assert(offsetof(StrObject, data) + 3 <= CHAR_OBJ_SIZE, "a cached char fits its cell");

static _Alignas(16) unsigned char char_store[256][CHAR_OBJ_SIZE];
static _Alignas(16) unsigned char empty_store[CHAR_OBJ_SIZE];
Object *const str_empty = (Object *)empty_store;


static void init_static_str(StrObject *s, const char *bytes, ssize_t nbytes, ssize_t nchars)
{
    Object *o = &s->ob.ob;
    o->ob_tid = 0;
    o->ob_flags = OBF_IMMORTAL | OBF_STATIC | OBF_INTERNED;
    o->ob_mutex = 0;
    o->ob_gc_bits = GCB_ALIVE;
    o->ob_ref_local = UINT32_MAX;
    atomic_init(&o->ob_ref_shared, 0);
    o->ob_type = &Str_Type;
    memcpy(s->data, bytes, (size_t)nbytes);
    set_shape(s, nbytes, nchars, nbytes == nchars);
    atomic_store_explicit(&s->hash, str_hash_bytes(bytes, (size_t)nbytes), memory_order_relaxed);
}

/* Runs before main (and before any thread exists): the cells are
 * immutable afterwards, so every thread may read them freely. */
__attribute__((constructor)) static void init_char_cache(void)
{
    init_static_str((StrObject *)empty_store, "", 0, 0);
    for (unsigned c = 0; c < 256; c++) {
        char b[2];
        int n = utf8_encode(c, b);
        init_static_str((StrObject *)char_store[c], b, n, 1);
    }
}

Object *str_from_codepoint(uint32_t cp)
{
    FPY_ASSERT(cp <= 0x10FFFF, "chr() checked the range");
    if (cp < 256) return (Object *)char_store[cp];
    char b[4];
    int n = utf8_encode(cp, b);
    Object *s = str_new_raw(n, 1, false);
    if (s) memcpy(STR(s)->data, b, (size_t)n);
    return s;
}

/* ---- creation ---------------------------------------------------------- */

ssize_t str_utf8_count(const char *s, size_t n, bool *ascii)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0, cont = 0;
    uint64_t high = 0;
    /* Eight bytes at a time: any high bit means non-ASCII; continuation
     * bytes (10xxxxxx) are counted and subtracted. */
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        high |= w;
        if (w & 0x8080808080808080ull) {
            uint64_t c = (w & ~(w << 1)) & 0x8080808080808080ull; /* bit7 set, bit6 clear */
            cont += (size_t)__builtin_popcountll(c);
        }
    }
    for (; i < n; i++) {
        high |= p[i];
        if ((p[i] & 0xC0) == 0x80) cont++;
    }
    *ascii = (high & 0x8080808080808080ull) == 0;
    return (ssize_t)(n - cont);
}

Object *str_from_known(const char *s, ssize_t nbytes, ssize_t nchars, bool ascii)
{
    if (nbytes == 0) return str_empty;
    if (nchars == 1) {
        int len;
        uint32_t cp = utf8_decode((const unsigned char *)s, &len);
        if (cp < 256) return (Object *)char_store[cp];
    }
    Object *o = str_new_raw(nbytes, nchars, ascii);
    if (o) memcpy(STR(o)->data, s, (size_t)nbytes);
    return o;
}

Object *str_from_valid(const char *s, ssize_t nbytes)
{
    bool ascii;
    ssize_t nchars = str_utf8_count(s, (size_t)nbytes, &ascii);
    return str_from_known(s, nbytes, nchars, ascii);
}

Object *str_from_cstr(const char *s) { return str_from_valid(s, (ssize_t)strlen(s)); }

static ssize_t check_utf8(const char *s, ssize_t n, ssize_t *nchars, bool *ascii, int *bad_len,
                          const char **reason, bool allow_surrogates);

ssize_t str_utf8_check(const char *s, ssize_t n, ssize_t *nchars, bool *ascii, int *bad_len,
                   const char **reason)
{
    return check_utf8(s, n, nchars, ascii, bad_len, reason, false);
}

/* allow_surrogates: accept U+D800..U+DFFF encoded as three bytes (what a
 * str holding '\ud800' stores); everything else stays strict. */
static ssize_t check_utf8(const char *s, ssize_t n, ssize_t *nchars, bool *ascii, int *bad_len,
                          const char **reason, bool allow_surrogates)
{
    const unsigned char *p = (const unsigned char *)s;
    ssize_t i = 0, chars = 0;
    bool all_ascii = true;
    while (i < n) {
        /* ASCII runs, a word at a time. */
        while (i + 8 <= n) {
            uint64_t w;
            memcpy(&w, p + i, 8);
            if (w & 0x8080808080808080ull) break;
            i += 8;
            chars += 8;
        }
        if (i >= n) break;
        unsigned c = p[i];
        if (c < 0x80) {
            i++;
            chars++;
            continue;
        }
        all_ascii = false;
        if (c < 0xC2 || c > 0xF4) {
            *bad_len = 1;
            *reason = "invalid start byte";
            return i;
        }
        int need = c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
        /* The second byte's range excludes overlongs (E0, F0), surrogates
         * (ED) and code points past U+10FFFF (F4), as CPython's decoder. */
        unsigned lo = 0x80, hi = 0xBF;
        if (c == 0xE0) lo = 0xA0;
        else if (c == 0xED && !allow_surrogates) hi = 0x9F;
        else if (c == 0xF0) lo = 0x90;
        else if (c == 0xF4) hi = 0x8F;
        for (int j = 1; j <= need; j++) {
            if (i + j >= n) {
                *bad_len = j;
                *reason = "unexpected end of data";
                return i;
            }
            unsigned b = p[i + j];
            if (j > 1) lo = 0x80, hi = 0xBF;
            if (b < lo || b > hi) {
                *bad_len = j;
                *reason = "invalid continuation byte";
                return i;
            }
        }
        i += need + 1;
        chars++;
    }
    *nchars = chars;
    *ascii = all_ascii;
    return -1;
}

Object *str_utf8_error(const char *s, ssize_t pos, int bad_len, const char *reason)
{
    if (bad_len == 1)
        return err_format(&Exc_UnicodeDecodeError, "'utf-8' codec can't decode byte 0x%02x in position %zd: %s",
                          (unsigned)(unsigned char)s[pos], pos, reason);
    return err_format(&Exc_UnicodeDecodeError, "'utf-8' codec can't decode bytes in position %zd-%zd: %s", pos,
                      pos + bad_len - 1, reason);
}

Object *str_from_utf8_surrogates(const char *s, ssize_t nbytes)
{
    ssize_t nchars;
    bool ascii;
    int bad_len;
    const char *reason;
    ssize_t bad = check_utf8(s, nbytes, &nchars, &ascii, &bad_len, &reason, true);
    if (bad >= 0) return str_utf8_error(s, bad, bad_len, reason);
    return str_from_known(s, nbytes, nchars, ascii);
}

Object *str_from_utf8(const char *s, ssize_t nbytes)
{
    ssize_t nchars;
    bool ascii;
    int bad_len;
    const char *reason;
    ssize_t bad = str_utf8_check(s, nbytes, &nchars, &ascii, &bad_len, &reason);
    if (bad >= 0) return str_utf8_error(s, bad, bad_len, reason);
    return str_from_known(s, nbytes, nchars, ascii);
}

/* ---- hashing ----------------------------------------------------------- */

static inline uint64_t rd64(const unsigned char *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static inline uint64_t rd32(const unsigned char *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint64_t mum(uint64_t a, uint64_t b)
{
    __uint128_t r = (__uint128_t)a * b;
    return (uint64_t)r ^ (uint64_t)(r >> 64);
}

/* wyhash (final version 4), with a fixed seed. */
ssize_t str_hash_bytes(const char *str, size_t n)
{
    static const uint64_t s0 = 0xa0761d6478bd642full, s1 = 0xe7037ed1a0b428dbull,
                          s2 = 0x8ebc6af09c88c6e3ull, s3 = 0x589965cc75374cc3ull;
    const unsigned char *p = (const unsigned char *)str;
    uint64_t seed = s0 ^ mum(s0 ^ 0x2d358dccaa6c78a5ull, s1), a, b;
    if (n <= 16) {
        if (n >= 4) {
            a = (rd32(p) << 32) | rd32(p + ((n >> 3) << 2));
            b = (rd32(p + n - 4) << 32) | rd32(p + n - 4 - ((n >> 3) << 2));
        } else if (n > 0) {
            a = ((uint64_t)p[0] << 16) | ((uint64_t)p[n >> 1] << 8) | p[n - 1];
            b = 0;
        } else {
            a = b = 0;
        }
    } else {
        size_t i = n;
        if (i > 48) {
            uint64_t see1 = seed, see2 = seed;
            do {
                seed = mum(rd64(p) ^ s1, rd64(p + 8) ^ seed);
                see1 = mum(rd64(p + 16) ^ s2, rd64(p + 24) ^ see1);
                see2 = mum(rd64(p + 32) ^ s3, rd64(p + 40) ^ see2);
                p += 48;
                i -= 48;
            } while (i > 48);
            seed ^= see1 ^ see2;
        }
        while (i > 16) {
            seed = mum(rd64(p) ^ s1, rd64(p + 8) ^ seed);
            i -= 16;
            p += 16;
        }
        a = rd64(p + i - 16);
        b = rd64(p + i - 8);
    }
    a ^= s1;
    b ^= seed;
    __uint128_t r = (__uint128_t)a * b;
    ssize_t h = (ssize_t)mum((uint64_t)r ^ s0 ^ n, (uint64_t)(r >> 64) ^ s1);
    return h == -1 ? -2 : h;
}

ssize_t str_hash(Object *o)
{
    StrObject *s = STR(o);
    ssize_t h = atomic_load_explicit(&s->hash, memory_order_relaxed);
    if (h != -1) return h;
    h = str_hash_bytes(s->data, (size_t)s->nbytes);
    atomic_store_explicit(&s->hash, h, memory_order_relaxed);
    return h;
}

/* ---- equality and order --------------------------------------------- */

bool str_eq(Object *a, Object *b)
{
    if (a == b) return true;
    /* Two distinct interned strs never have the same text. */
    if ((a->ob_flags & b->ob_flags & OBF_INTERNED) && TYPE(a) == TYPE(b)) return false;
    StrObject *x = STR(a), *y = STR(b);
    if (x->nbytes != y->nbytes) return false;
    ssize_t hx = atomic_load_explicit(&x->hash, memory_order_relaxed);
    ssize_t hy = atomic_load_explicit(&y->hash, memory_order_relaxed);
    if (hx != -1 && hy != -1 && hx != hy) return false;
    return memcmp(x->data, y->data, (size_t)x->nbytes) == 0;
}

/* <0, 0, >0: code point order, which UTF-8 byte order preserves. */
static int str_compare(Object *a, Object *b)
{
    StrObject *x = STR(a), *y = STR(b);
    ssize_t n = x->nbytes < y->nbytes ? x->nbytes : y->nbytes;
    int c = memcmp(x->data, y->data, (size_t)n);
    if (c != 0) return c;
    return (x->nbytes > y->nbytes) - (x->nbytes < y->nbytes);
}

static Object *str_richcompare(Object *a, Object *b, int op)
{
    if (!is_str(a) || !is_str(b)) return NotImplemented;
    bool r;
    if (op == CMP_EQ || op == CMP_NE) {
        r = str_eq(a, b) == (op == CMP_EQ);
    } else {
        int c = str_compare(a, b);
        switch (op) {
        case CMP_LT: r = c < 0; break;
        case CMP_LE: r = c <= 0; break;
        case CMP_GT: r = c > 0; break;
        default: r = c >= 0; break;
        }
    }
    return bool_from(r);
}

/* ---- interning --------------------------------------------------------- */

/* The intern table: an open-addressing set of immortal strs, linear
 * probing, at most half full.  Locking rule: every read or write of
 * intern_slots / intern_cap / intern_count holds intern_lock (a plain
 * pthread mutex: interning happens at compile time and type set-up, never
 * on a hot path, and the critical section calls nothing that can run
 * Python code).  The strs in it are immortal, so a pointer handed out
 * stays valid after the lock is released. */
static pthread_mutex_t intern_lock = PTHREAD_MUTEX_INITIALIZER;
static Object **intern_slots;
static size_t intern_cap, intern_count;

/* Under intern_lock: the slot holding the text, or the empty slot where it goes. */
static Object **intern_find(const char *s, ssize_t n, ssize_t h)
{
    size_t mask = intern_cap - 1, i = (size_t)h & mask;
    for (;;) {
        Object *o = intern_slots[i];
        if (o == NULL) return &intern_slots[i];
        if (str_hash(o) == h && str_nbytes(o) == n && memcmp(str_cstr(o), s, (size_t)n) == 0)
            return &intern_slots[i];
        i = (i + 1) & mask;
    }
}

/* Under intern_lock: make room for one more; -1 on memory failure. */
static int intern_grow(void)
{
    if ((intern_count + 1) * 2 <= intern_cap) return 0;
    size_t ncap = intern_cap ? intern_cap * 2 : 1024;
    Object **ns = calloc(ncap, sizeof *ns);
    if (ns == NULL) return -1;
    for (size_t i = 0; i < intern_cap; i++) {
        Object *o = intern_slots[i];
        if (o == NULL) continue;
        size_t j = (size_t)str_hash(o) & (ncap - 1);
        while (ns[j]) j = (j + 1) & (ncap - 1);
        ns[j] = o;
    }
    free(intern_slots);
    intern_slots = ns;
    intern_cap = ncap;
    return 0;
}

/* The interned str for these bytes, made from `own` (steals; may be NULL
 * or shared, then a private copy is made).  Borrowed-and-immortal. */
static Object *intern_bytes(const char *s, ssize_t n, Object *own)
{
    if (n == 0) { XDECREF(own); return str_empty; }
    ssize_t h = str_hash_bytes(s, (size_t)n);
    pthread_mutex_lock(&intern_lock);
    if (intern_grow() < 0) {
        pthread_mutex_unlock(&intern_lock);
        XDECREF(own);
        return err_no_memory();
    }
    Object **slot = intern_find(s, n, h);
    Object *r = *slot, *drop = NULL;
    if (r == NULL) {
        /* Immortalising writes the header without atomics: only safe on an
         * object nobody else can see (its creator holds the only reference). */
        bool private = own && TYPE(own) == &Str_Type && brc_only_ref(own);
        if (private) {
            r = own;
            own = NULL;
        } else {
            r = str_from_valid(s, n);
            if (r == NULL) {
                pthread_mutex_unlock(&intern_lock);
                XDECREF(own);
                return NULL;
            }
        }
        str_hash(r);
        obj_make_immortal(r);
        r->ob_flags |= OBF_INTERNED;
        *slot = r;
        intern_count++;
    }
    drop = own;
    pthread_mutex_unlock(&intern_lock);
    XDECREF(drop);
    return r;
}

Object *str_intern(Object *s)
{
    if (s->ob_flags & OBF_INTERNED) return s;
    if (str_len(s) == 1 && TYPE(s) == &Str_Type) {
        int len;
        uint32_t cp = utf8_decode((const unsigned char *)str_cstr(s), &len);
        if (cp < 256) {
            DECREF(s);
            return (Object *)char_store[cp];
        }
    }
    return intern_bytes(str_cstr(s), str_nbytes(s), s);
}

Object *str_intern_cstr(const char *s)
{
    size_t n = strlen(s);
    if (n == 1 && (unsigned char)s[0] < 0x80) return (Object *)char_store[(unsigned char)s[0]];
    if (n == 2 && ((unsigned char)s[0] & 0xFE) == 0xC2) return str_from_valid(s, 2); /* cached Latin-1 */
    return intern_bytes(s, (ssize_t)n, NULL);
}

/* ---- offsets: code point index <-> byte offset ------------------------- */

/* The offset index of a long non-ASCII str (built on first use). */
static ssize_t *get_index(StrObject *s)
{
    _Atomic(ssize_t *) *slot = index_slot(s);
    ssize_t *idx = atomic_load_explicit(slot, memory_order_acquire);
    if (idx) return idx;
    ssize_t n = s->ob.ob_size, count = (n + STR_INDEX_STEP - 1) / STR_INDEX_STEP;
    idx = malloc((size_t)count * sizeof *idx);
    if (idx == NULL) return NULL;
    const unsigned char *p = (const unsigned char *)s->data;
    ssize_t off = 0;
    for (ssize_t k = 0; k < count; k++) {
        idx[k] = off;
        for (int j = 0; j < STR_INDEX_STEP && off < s->nbytes; j++) off += utf8_len(p[off]);
    }
    ssize_t *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(slot, &expected, idx, memory_order_acq_rel,
                                                 memory_order_acquire)) {
        free(idx); /* another thread published an identical index first */
        idx = expected;
    }
    return idx;
}

ssize_t str_offset(Object *o, ssize_t i)
{
    StrObject *s = STR(o);
    if (s->ascii) return i;
    ssize_t n = s->ob.ob_size;
    if (i >= n) return s->nbytes;
    if (n >= STR_INDEX_MIN) {
        ssize_t *idx = get_index(s);
        if (idx) return skip_utf8(s->data + idx[i / STR_INDEX_STEP], i % STR_INDEX_STEP) - s->data;
    }
    if (i <= n / 2) return skip_utf8(s->data, i) - s->data;
    /* Nearer the end: walk back n - i code points. */
    ssize_t off = s->nbytes, k = n - i;
    const unsigned char *p = (const unsigned char *)s->data;
    while (k > 0) {
        off--;
        if ((p[off] & 0xC0) != 0x80) k--;
    }
    return off;
}

ssize_t str_index_of_offset(Object *o, ssize_t off)
{
    StrObject *s = STR(o);
    if (s->ascii) return off;
    ssize_t base_char = 0, base_off = 0;
    if (s->ob.ob_size >= STR_INDEX_MIN) {
        ssize_t *idx = get_index(s);
        if (idx) {
            ssize_t lo = 0, hi = (s->ob.ob_size + STR_INDEX_STEP - 1) / STR_INDEX_STEP - 1;
            while (lo < hi) { /* last entry <= off */
                ssize_t mid = (lo + hi + 1) / 2;
                if (idx[mid] <= off) lo = mid;
                else hi = mid - 1;
            }
            base_char = lo * STR_INDEX_STEP;
            base_off = idx[lo];
        }
    }
    bool ascii;
    return base_char + str_utf8_count(s->data + base_off, (size_t)(off - base_off), &ascii);
}

Object *str_subbytes(Object *s, ssize_t from, ssize_t to)
{
    if (from == 0 && to == str_nbytes(s) && TYPE(s) == &Str_Type) return NEWREF(s);
    if (STR(s)->ascii) return str_from_known(str_cstr(s) + from, to - from, to - from, true);
    return str_from_valid(str_cstr(s) + from, to - from);
}

Object *str_substr(Object *s, ssize_t start, ssize_t end)
{
    if (start == 0 && end == str_len(s) && TYPE(s) == &Str_Type) return NEWREF(s);
    if (STR(s)->ascii) return str_from_known(str_cstr(s) + start, end - start, end - start, true);
    ssize_t from = str_offset(s, start);
    ssize_t to = end - start < STR_INDEX_STEP ? skip_utf8(str_cstr(s) + from, end - start) - str_cstr(s)
                                              : str_offset(s, end);
    /* A slice of a non-ASCII str may well be ASCII: str_from_valid checks. */
    return str_from_valid(str_cstr(s) + from, to - from);
}

/* ---- concatenation, repetition ----------------------------------------- */

Object *str_concat(Object *a, Object *b)
{
    if (!is_str(b)) return err_format(&Exc_TypeError, "can only concatenate str (not \"%s\") to str", TYPE_NAME(b));
    if (str_nbytes(a) == 0 && TYPE(b) == &Str_Type) return NEWREF(b);
    if (str_nbytes(b) == 0 && TYPE(a) == &Str_Type) return NEWREF(a);
    StrObject *x = STR(a), *y = STR(b);
    Object *r = str_new_raw(x->nbytes + y->nbytes, x->ob.ob_size + y->ob.ob_size, x->ascii && y->ascii);
    if (r == NULL) return NULL;
    memcpy(STR(r)->data, x->data, (size_t)x->nbytes);
    memcpy(STR(r)->data + x->nbytes, y->data, (size_t)y->nbytes);
    return r;
}

static Object *str_sq_concat(Object *a, Object *b) { return str_concat(a, b); }

/* The nb_add slot: str + str directly (the common case skips the
 * NotImplemented dance); anything else falls back to sq_concat's error. */
static Object *str_nb_add(Object *a, Object *b)
{
    if (!is_str(a) || !is_str(b)) return NotImplemented;
    return str_concat(a, b);
}

Object *str_concat_inplace(Object *a, Object *b)
{
    bool unique = TYPE(a) == &Str_Type && is_str(b) && brc_only_ref(a);
    if (!unique || str_nbytes(b) == 0 || str_nbytes(a) == 0) {
        Object *r = str_concat(a, b);
        DECREF(a);
        return r;
    }
    StrObject *x = STR(a), *y = STR(b);
    ssize_t nb = x->nbytes + y->nbytes, nc = x->ob.ob_size + y->ob.ob_size;
    bool ascii = x->ascii && y->ascii;
    if (has_index_slot(x->ob.ob_size, x->ascii)) {
        /* The index describes the old text only: drop it. */
        free(atomic_load_explicit(index_slot(x), memory_order_relaxed));
    }
    size_t need = str_alloc_size(nb, nc, ascii);
    if (need > mi_usable_size(a)) {
        /* Grow by half again, so a loop of appends copies O(n) bytes in all. */
        Object *n = obj_realloc(a, need + need / 2);
        if (n == NULL) {
            set_shape(x, x->nbytes, x->ob.ob_size, x->ascii); /* index slot cleared */
            DECREF(a);
            return NULL;
        }
        a = n;
        x = STR(a);
    }
    memcpy(x->data + x->nbytes, y->data, (size_t)y->nbytes);
    set_shape(x, nb, nc, ascii);
    return a;
}

Object *str_concat_array(Object *const *items, ssize_t n)
{
    ssize_t nb = 0, nc = 0, nonempty = 0, last = 0;
    bool ascii = true;
    for (ssize_t i = 0; i < n; i++) {
        StrObject *s = STR(items[i]);
        FPY_ASSERT(is_str(items[i]), "BUILD_STRING operands are strs");
        nb += s->nbytes;
        nc += s->ob.ob_size;
        ascii &= s->ascii;
        if (s->nbytes) nonempty++, last = i;
    }
    if (nonempty == 0) return str_empty;
    if (nonempty == 1 && TYPE(items[last]) == &Str_Type) return NEWREF(items[last]);
    Object *r = str_new_raw(nb, nc, ascii);
    if (r == NULL) return NULL;
    char *p = STR(r)->data;
    for (ssize_t i = 0; i < n; i++) {
        memcpy(p, str_cstr(items[i]), (size_t)str_nbytes(items[i]));
        p += str_nbytes(items[i]);
    }
    return r;
}

/* seq * n: n is an int (abstract.c checked). */
static Object *str_repeat(Object *s, Object *count)
{
    ssize_t n = num_as_ssize(count);
    if (n == -1 && err_occurred()) return NULL;
    StrObject *x = STR(s);
    if (n <= 0 || x->nbytes == 0) return str_empty;
    if (n == 1 && TYPE(s) == &Str_Type) return NEWREF(s);
    if (x->nbytes > (PTRDIFF_MAX - 64) / n) return err_set(&Exc_OverflowError, "repeated string is too long");
    ssize_t total = x->nbytes * n;
    Object *r = str_new_raw(total, x->ob.ob_size * n, x->ascii);
    if (r == NULL) return NULL;
    char *p = STR(r)->data;
    if (x->nbytes == 1) {
        memset(p, x->data[0], (size_t)total);
    } else {
        /* Double the filled prefix: log2(n) memcpy calls. */
        memcpy(p, x->data, (size_t)x->nbytes);
        ssize_t done = x->nbytes;
        while (done < total) {
            ssize_t k = done <= total - done ? done : total - done;
            memcpy(p + done, p, (size_t)k);
            done += k;
        }
    }
    return r;
}

/* ---- join ------------------------------------------------------------- */

Object *str_join(Object *sep, Object *iterable)
{
    Object *seq; /* a tuple or a private list: nobody else mutates it */
    /* exact types only (CPython's PySequence_Fast): a subclass may override __iter__ */
    if (is_tuple_exact(iterable)) seq = NEWREF(iterable);
    else if (is_list_exact(iterable)) seq = list_as_tuple(iterable); /* a snapshot under its lock */
    else seq = list_from_iterable(iterable);
    if (seq == NULL) return NULL;
    Object **items = is_tuple(seq) ? tuple_items(seq) : ((ListObject *)seq)->items;
    ssize_t n = is_tuple(seq) ? tuple_len(seq) : list_len(seq);
    Object *r = NULL;
    if (n == 0) {
        r = str_empty;
        goto done;
    }
    if (n == 1 && TYPE(items[0]) == &Str_Type) {
        r = NEWREF(items[0]);
        goto done;
    }
    StrObject *sp = STR(sep);
    ssize_t nb = sp->nbytes * (n - 1), nc = sp->ob.ob_size * (n - 1);
    bool ascii = sp->ascii;
    for (ssize_t i = 0; i < n; i++) {
        if (!is_str(items[i])) {
            err_format(&Exc_TypeError, "sequence item %zd: expected str instance, %s found", i, TYPE_NAME(items[i]));
            goto done;
        }
        StrObject *s = STR(items[i]);
        nb += s->nbytes;
        nc += s->ob.ob_size;
        ascii &= s->ascii;
    }
    if (nb == 0) {
        r = str_empty;
        goto done;
    }
    r = str_new_raw(nb, nc, ascii);
    if (r == NULL) goto done;
    char *p = STR(r)->data;
    for (ssize_t i = 0; i < n; i++) {
        if (i > 0 && sp->nbytes) {
            if (sp->nbytes == 1) *p = sp->data[0];
            else memcpy(p, sp->data, (size_t)sp->nbytes);
            p += sp->nbytes;
        }
        StrObject *s = STR(items[i]);
        memcpy(p, s->data, (size_t)s->nbytes);
        p += s->nbytes;
    }
    if (nc == 1) SETREF(r, str_from_known(STR(r)->data, nb, 1, ascii)); /* the cached char */
done:
    DECREF(seq);
    return r;
}

/* ---- the sequence protocol -------------------------------------------- */

static ssize_t str_len_slot(Object *s) { return str_len(s); }

static int str_contains(Object *s, Object *x)
{
    if (!is_str(x)) {
        err_format(&Exc_TypeError, "'in <string>' requires string as left operand, not %s", TYPE_NAME(x));
        return -1;
    }
    ssize_t n = str_nbytes(x);
    if (n == 0) return 1;
    if (n == 1) return memchr(str_cstr(s), str_cstr(x)[0], (size_t)str_nbytes(s)) != NULL;
    return memmem(str_cstr(s), (size_t)str_nbytes(s), str_cstr(x), (size_t)n) != NULL;
}

/* New ref: the one-code-point str at byte offset off. */
static Object *char_at_offset(Object *s, ssize_t off)
{
    int len;
    uint32_t cp = utf8_decode((const unsigned char *)str_cstr(s) + off, &len);
    if (cp < 256) return (Object *)char_store[cp];
    return str_from_known(str_cstr(s) + off, len, 1, false);
}

static Object *str_slice(Object *s, Object *slice)
{
    ssize_t start, stop, step, n;
    if (slice_indices(slice, str_len(s), &start, &stop, &step, &n) < 0) return NULL;
    if (n <= 0) return str_empty;
    if (step == 1) return str_substr(s, start, start + n);
    const char *d = str_cstr(s);
    if (STR(s)->ascii) {
        if (n == 1) return (Object *)char_store[(unsigned char)d[start]];
        Object *r = str_new_raw(n, n, true);
        if (r == NULL) return NULL;
        char *p = STR(r)->data;
        for (ssize_t k = 0, i = start; k < n; k++, i += step) p[k] = d[i];
        return r;
    }
    /* Non-ASCII: walk the code points, twice (size, then copy). */
    const unsigned char *u = (const unsigned char *)d;
    ssize_t off0 = str_offset(s, start), nb = 0;
    bool ascii = true;
    for (int pass = 0; pass < 2; pass++) {
        Object *r = NULL;
        char *out = NULL;
        if (pass == 1) {
            if (n == 1) return char_at_offset(s, off0);
            r = str_new_raw(nb, n, ascii);
            if (r == NULL) return NULL;
            out = STR(r)->data;
        }
        ssize_t off = off0;
        for (ssize_t k = 0; k < n; k++) {
            int len = utf8_len(u[off]);
            if (pass == 0) {
                nb += len;
                if (len > 1) ascii = false;
            } else {
                memcpy(out, d + off, (size_t)len);
                out += len;
            }
            if (k + 1 == n) break;
            if (step > 0) {
                for (ssize_t j = 0; j < step; j++) off += utf8_len(u[off]);
            } else {
                for (ssize_t j = 0; j < -step; j++) {
                    off--;
                    while ((u[off] & 0xC0) == 0x80) off--;
                }
            }
        }
        if (pass == 1) return r;
    }
    return NULL; /* not reached */
}

static Object *str_getitem(Object *s, Object *key)
{
    ssize_t i;
    if (is_small(key)) {
        i = small_val(key);
    } else if (TYPE(key) == &Slice_Type) {
        return str_slice(s, key);
    } else if (is_int(key) || TYPE(key)->nb_index) {
        i = num_as_ssize(key);
        if (i == -1 && err_occurred()) {
            if (err_matches(&Exc_OverflowError)) {
                err_clear();
                err_format(&Exc_IndexError, "cannot fit '%s' into an index-sized integer", TYPE_NAME(key));
            }
            return NULL;
        }
    } else {
        return err_format(&Exc_TypeError, "string indices must be integers, not '%s'", TYPE_NAME(key));
    }
    ssize_t n = str_len(s);
    if (i < 0) i += n;
    if (i < 0 || i >= n) return err_set(&Exc_IndexError, "string index out of range");
    if (STR(s)->ascii) return (Object *)char_store[(unsigned char)str_cstr(s)[i]];
    return char_at_offset(s, str_offset(s, i));
}

/* ---- iteration ----------------------------------------------------------- */

/* A str iterator walks byte offsets, so each step is O(1) on any str.
 * pos is atomic: threads sharing one iterator may each see any character,
 * but never a position inside a character. */
typedef struct {
    Object ob;
    Object *str;              /* NULL once exhausted */
    _Atomic(ssize_t) pos;     /* byte offset of the next character */
} StrIterObject;

static Object *str_iter(Object *s)
{
    /* Two names, as CPython 3.11 shows them; one implementation. */
    Type *t = STR(s)->ascii ? &StrAsciiIter_Type : &StrIter_Type;
    StrIterObject *it = (StrIterObject *)obj_alloc(t, sizeof(StrIterObject));
    if (it == NULL) return NULL;
    it->str = NEWREF(s);
    atomic_init(&it->pos, 0);
    return (Object *)it;
}

static Object *striter_next(Object *o)
{
    StrIterObject *it = (StrIterObject *)o;
    Object *s = it->str;
    if (s == NULL) return NULL;
    ssize_t pos = atomic_load_explicit(&it->pos, memory_order_relaxed);
    if (pos >= str_nbytes(s)) return NULL;
    const unsigned char *p = (const unsigned char *)str_cstr(s) + pos;
    if (*p < 0x80) {
        atomic_store_explicit(&it->pos, pos + 1, memory_order_relaxed);
        return (Object *)char_store[*p];
    }
    int len = utf8_len(*p);
    atomic_store_explicit(&it->pos, pos + len, memory_order_relaxed);
    return char_at_offset(s, pos);
}

static void striter_dealloc(Object *o)
{
    StrIterObject *it = (StrIterObject *)o;
    XDECREF(it->str);
    obj_free(o);
}

static Object *striter_self(Object *o) { return NEWREF(o); }

Type StrIter_Type = {
    TYPE_HEAD_INIT,
    .name = "str_iterator",
    .basicsize = sizeof(StrIterObject),
    .dealloc = striter_dealloc,
    .iter = striter_self,
    .iternext = striter_next,
};

Type StrAsciiIter_Type = {
    TYPE_HEAD_INIT,
    .name = "str_ascii_iterator",
    .basicsize = sizeof(StrIterObject),
    .dealloc = striter_dealloc,
    .iter = striter_self,
    .iternext = striter_next,
};

/* ---- repr, str(), construction, the type ------------------------------ */

Object *str_repr_obj(Object *s)
{
    StrBuilder sb;
    sb_init(&sb);
    if (str_repr_into(&sb, s) < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

/* str(s) of a str: itself, or an exact copy for a subclass instance. */
static Object *str_str(Object *s)
{
    if (TYPE(s) == &Str_Type) return NEWREF(s);
    return str_from_known(str_cstr(s), str_nbytes(s), str_len(s), STR(s)->ascii);
}

static ssize_t str_hash_slot(Object *s) { return str_hash(s); }

static Object *str_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames);

/* A str subclass instance (class Name(str)): the plain str the arguments
 * make, copied into an object of the subclass.  Same layout as a str (the
 * class adds no fields: essay of class.c), fresh hash and index slot.
 * New ref. */
static Object *str_subtype_new(Type *t, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *base = str_new((Object *)&Str_Type, args, nargs, kwnames);
    if (base == NULL) return NULL;
    StrObject *b = STR(base);
    StrObject *s = (StrObject *)obj_alloc(t, str_alloc_size(b->nbytes, b->ob.ob_size, b->ascii));
    if (s != NULL) {
        memcpy(s->data, b->data, (size_t)b->nbytes);
        set_shape(s, b->nbytes, b->ob.ob_size, b->ascii);
    }
    DECREF(base);
    return (Object *)s;
}

/* str(object='') / str(bytes, encoding='utf-8', errors='strict'). */
static Object *str_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"object", "encoding", "errors", NULL};
    Object *a[3];
    if (args_parse("str", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    if ((Type *)type != &Str_Type) return str_subtype_new((Type *)type, args, nargs, kwnames);
    if (a[0] == NULL) return str_empty;
    if (a[1] == NULL && a[2] == NULL) return obj_str(a[0]);
    if (is_str(a[0])) return err_set(&Exc_TypeError, "decoding str is not supported");
    Object *b;
    int got = buffer_bytes(a[0], &b);
    if (got == 0)
        return err_format(&Exc_TypeError, "decoding to str: need a bytes-like object, %s found", TYPE_NAME(a[0]));
    if (got < 0) return NULL;
    Object *dargs[2] = {a[1] ? a[1] : STR_ID("utf-8"), a[2] ? a[2] : STR_ID("strict")};
    Object *r = obj_call_method(b, "decode", dargs, 2);
    DECREF(b);
    return r;
}

static void str_dealloc(Object *o)
{
    StrObject *s = STR(o);
    if (has_index_slot(s->ob.ob_size, s->ascii)) free(atomic_load_explicit(index_slot(s), memory_order_relaxed));
    obj_free(o);
}

Type Str_Type = {
    TYPE_HEAD_INIT,
    .name = "str",
    .basicsize = offsetof(StrObject, data),
    .itemsize = 1,
    .flags = TPF_STR_SUBCLASS | TPF_BASETYPE,
    .dealloc = str_dealloc,
    .repr = str_repr_obj,
    .str = str_str,
    .hash = str_hash_slot,
    .richcompare = str_richcompare,
    .new = str_new,
    .iter = str_iter,
    .nb_add = str_nb_add,
    .nb_mod = str_nb_mod,
    .len = str_len_slot,
    .getitem = str_getitem,
    .contains = str_contains,
    .sq_concat = str_sq_concat,
    .sq_repeat = str_repeat,
    .methods = str_methods,
};
