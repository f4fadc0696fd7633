/* structmodule.c: `_struct`, the core of the `struct` module: values to
 * and from bytes laid out as C structs (file formats, network packets).
 *
 * The idea.  A format string is read once per call into a list of codes
 * (a byte order, then counted items: "<2hI" is little-endian, two shorts
 * and an unsigned int).  '@' (the default) uses this machine's sizes and
 * byte order and aligns each item to its size as a C compiler would; '=',
 * '<', '>' and '!' use the standard sizes (l and L are 4 bytes there) with
 * no alignment.  pack writes the items after checking each one's range;
 * unpack reads them back.  Every message and size matches CPython 3.11's
 * Modules/_struct.c; struct.py adds the Struct class on top.
 *
 * Threads: no state but the `error` class made at import; the buffers a
 * call reads are immutable bytes (a bytearray or memoryview argument is
 * read through a snapshot, buffer_bytes), and pack_into writes its packed
 * record with one locked copy (buffer_write), so a record is never torn.
 *
 * What fpy simplifies: formats are parsed on every call (CPython caches
 * compiled Struct objects).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "modules/modules.h"
#include "runtime/core.h"
#include "runtime/intobject.h"

/* struct.error: written once by structmodule_init, which vm/import.c runs
 * under the module's import lock before any function here can be called;
 * never changed after, so read without synchronisation. */
static Object *struct_error;

typedef struct {
    char code;
    ssize_t count;  /* repeat count, or the byte length for s and p */
    ssize_t size;   /* bytes of one item */
    ssize_t offset; /* where the first item starts */
} Item;

typedef struct {
    bool little, native; /* native: '@' sizes and alignment */
    Item items[64];      /* formats with more codes go through `more` */
    Item *more;
    int n;
    ssize_t size;        /* calcsize */
    ssize_t nargs;       /* values pack takes, unpack gives */
} Format;

static Object *error(const char *msg)
{
    return err_set((Type *)struct_error, msg);
}

static ssize_t code_size(char c, bool native)
{
    switch (c) {
    case 'x': case 'c': case 'b': case 'B': case '?': case 's': case 'p': return 1;
    case 'h': case 'H': case 'e': return 2;
    case 'i': case 'I': case 'f': return 4;
    case 'l': case 'L': return native ? (ssize_t)sizeof(long) : 4;
    case 'q': case 'Q': case 'd': return 8;
    case 'n': case 'N': case 'P': return native ? 8 : -1;
    default: return -1;
    }
}

static void format_free(Format *f)
{
    if (f->more != f->items) free(f->more);
}

/* Parse fmt (str or bytes) into f.  0, or -1 with the exception set. */
static int format_parse(Object *fmt, Format *f)
{
    const char *s;
    if (is_str(fmt)) s = str_cstr(fmt);
    else if (TYPE(fmt) == &Bytes_Type) s = bytes_data(fmt);
    else {
        err_format(&Exc_TypeError, "Struct() argument 1 must be a str or bytes object, not %s", TYPE_NAME(fmt));
        return -1;
    }
    memset(f, 0, sizeof *f);
    f->more = f->items;
    f->native = true;
    f->little = true; /* x86-64 and arm64 */
    switch (*s) {
    case '@': s++; break;
    case '=': f->native = false; s++; break;
    case '<': f->native = false; s++; break;
    case '>': case '!': f->native = false; f->little = false; s++; break;
    }
    int cap = 64;
    ssize_t off = 0;
    while (*s) {
        if (*s == ' ' || (*s >= '\t' && *s <= '\r')) {
            s++;
            continue;
        }
        ssize_t count = 1;
        if (*s >= '0' && *s <= '9') {
            count = 0;
            while (*s >= '0' && *s <= '9') {
                if (count > (SSIZE_MAX - 9) / 10) {
                    error("total struct size too long");
                    goto fail;
                }
                count = count * 10 + (*s++ - '0');
            }
            if (*s == '\0') {
                error("repeat count given without format specifier");
                goto fail;
            }
        }
        char c = *s++;
        ssize_t size = code_size(c, f->native);
        if (size < 0 || (!f->native && (c == 'n' || c == 'N' || c == 'P'))) {
            error("bad char in struct format");
            goto fail;
        }
        if (f->native && size > 1 && c != 's' && c != 'p') off = (off + size - 1) / size * size;
        if (f->n == cap) {
            Item *m = malloc(sizeof(Item) * (size_t)cap * 2);
            if (m == NULL) {
                err_no_memory();
                goto fail;
            }
            memcpy(m, f->more, sizeof(Item) * (size_t)cap);
            if (f->more != f->items) free(f->more);
            f->more = m;
            cap *= 2;
        }
        f->more[f->n++] = (Item){c, count, size, off};
        ssize_t unit = c == 's' || c == 'p' ? 1 : size;
        if (count > SSIZE_MAX / unit || off > SSIZE_MAX - count * unit) {
            error("total struct size too long");
            goto fail;
        }
        off += count * unit;
        f->nargs += c == 'x' ? 0 : (c == 's' || c == 'p') ? 1 : count;
    }
    f->size = off;
    return 0;
fail:
    format_free(f);
    return -1;
}

/* ---- the half float (IEEE binary16), for 'e' -------------------------------- */

static int half_pack(double x, uint16_t *out)
{
    uint16_t sign = signbit(x) ? 0x8000 : 0;
    if (isnan(x)) { *out = sign | 0x7e00; return 0; }
    x = fabs(x);
    if (isinf(x)) { *out = sign | 0x7c00; return 0; }
    if (x == 0) { *out = sign; return 0; }
    int e;
    double m = frexp(x, &e) * 2; /* x = m * 2**(e-1), 1 <= m < 2 */
    e -= 1;
    uint32_t bits;
    if (e < -14) {
        bits = (uint32_t)rint(ldexp(x, 24)); /* a subnormal (1024: the smallest normal) */
    } else {
        uint32_t mant = (uint32_t)rint((m - 1) * 1024);
        if (mant == 1024) {
            mant = 0;
            e++;
        }
        if (e > 15) {
            err_set(&Exc_OverflowError, "float too large to pack with e format");
            return -1;
        }
        bits = (uint32_t)(e + 15) << 10 | mant;
    }
    *out = sign | (uint16_t)bits;
    return 0;
}

static double half_unpack(uint16_t h)
{
    int exp = h >> 10 & 31, mant = h & 1023;
    double v = exp == 0 ? ldexp(mant, -24) : exp == 31 ? (mant ? NAN : INFINITY) : ldexp(mant + 1024, exp - 25);
    return h & 0x8000 ? -v : v;
}

/* ---- one item --------------------------------------------------------------- */

static void put_uint(unsigned char *p, uint64_t v, ssize_t size, bool little)
{
    for (ssize_t i = 0; i < size; i++) p[little ? i : size - 1 - i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_uint(const unsigned char *p, ssize_t size, bool little)
{
    uint64_t v = 0;
    for (ssize_t i = 0; i < size; i++) v |= (uint64_t)p[little ? i : size - 1 - i] << (8 * i);
    return v;
}

/* The integer value of v for code c (two's complement bits in *out). */
static int pack_int(char c, Object *v, ssize_t size, uint64_t *out)
{
    if (!is_int(v) && TYPE(v)->nb_index == NULL) {
        error("required argument is not an integer");
        return -1;
    }
    v = num_index(v);
    if (v == NULL) return -1;
    MpzView view;
    mpz_srcptr z = int_view(v, &view);
    bool is_unsigned = c == 'B' || c == 'H' || c == 'I' || c == 'L' || c == 'Q' || c == 'N';
    /* as CPython: b, B, h and H read a C long, then check their range */
    bool via_long = !is_unsigned || c == 'B' || c == 'H';
    int r = 0;
    if (c == 'P' ? !(mpz_fits_slong_p(z) || (mpz_sgn(z) > 0 && mpz_fits_ulong_p(z)))
                 : via_long ? !mpz_fits_slong_p(z) : (mpz_sgn(z) < 0 || !mpz_fits_ulong_p(z))) {
        r = -1;
    } else {
        uint64_t u = mpz_sgn(z) < 0 ? (uint64_t)mpz_get_si(z) : (uint64_t)mpz_get_ui(z);
        *out = u;
        if (size < 8 && c != 'P') {
            int64_t lo = is_unsigned ? 0 : -((int64_t)1 << (8 * size - 1));
            uint64_t hi = is_unsigned ? ((uint64_t)1 << (8 * size)) - 1 : ((uint64_t)1 << (8 * size - 1)) - 1;
            bool ok = is_unsigned ? (!via_long || (int64_t)u >= 0) && u <= hi
                                  : (int64_t)u >= lo && (int64_t)u <= (int64_t)hi;
            if (!ok) {
                const char *word = c == 'b' ? "byte" : c == 'B' ? "ubyte" : c == 'h' ? "short" : c == 'H' ? "ushort" : NULL;
                if (word)
                    err_format((Type *)struct_error, "%s format requires %lld <= number <= %llu", word, (long long)lo,
                               (unsigned long long)hi);
                else
                    err_format((Type *)struct_error, "'%c' format requires %lld <= number <= %llu", c, (long long)lo,
                               (unsigned long long)hi);
                DECREF(v);
                return -1;
            }
        }
    }
    DECREF(v);
    if (r < 0) error("argument out of range");
    return r;
}

static int pack_item(const Format *f, const Item *it, unsigned char *p, Object *v)
{
    char c = it->code;
    switch (c) {
    case 's':
    case 'p': {
        if (TYPE(v) != &Bytes_Type) {
            err_format((Type *)struct_error, "argument for '%c' must be a bytes object", c);
            return -1;
        }
        ssize_t n = bytes_len(v), room = c == 'p' ? it->count - 1 : it->count;
        if (room < 0) room = 0;
        if (n > room) n = room;
        if (c == 'p') {
            if (it->count == 0) return 0;
            if (n > 255) n = 255;
            p[0] = (unsigned char)n;
            memcpy(p + 1, bytes_data(v), (size_t)n);
        } else {
            memcpy(p, bytes_data(v), (size_t)n);
        }
        return 0;
    }
    case 'c':
        if (TYPE(v) != &Bytes_Type || bytes_len(v) != 1) {
            error("char format requires a bytes object of length 1");
            return -1;
        }
        p[0] = (unsigned char)bytes_data(v)[0];
        return 0;
    case '?': {
        int t = obj_is_true(v);
        if (t < 0) return -1;
        p[0] = (unsigned char)t;
        return 0;
    }
    case 'e':
    case 'f':
    case 'd': {
        /* CPython's PyFloat_AsDouble; any failure becomes struct.error */
        double d = num_as_double(v);
        if (d == -1.0 && err_occurred()) {
            err_clear();
            error("required argument is not a float");
            return -1;
        }
        if (c == 'e') {
            uint16_t h;
            if (half_pack(d, &h) < 0) return -1;
            put_uint(p, h, 2, f->little);
        } else if (c == 'f') {
            float x = (float)d;
            if (isinf(x) && isfinite(d)) {
                err_set(&Exc_OverflowError, "float too large to pack with f format");
                return -1;
            }
            uint32_t u;
            memcpy(&u, &x, 4);
            put_uint(p, u, 4, f->little);
        } else {
            uint64_t u;
            memcpy(&u, &d, 8);
            put_uint(p, u, 8, f->little);
        }
        return 0;
    }
    default: {
        uint64_t u;
        if (pack_int(c, v, it->size, &u) < 0) return -1;
        put_uint(p, u, it->size, f->little);
        return 0;
    }
    }
}

static Object *unpack_item(const Format *f, const Item *it, const unsigned char *p)
{
    char c = it->code;
    switch (c) {
    case 's': return bytes_from((const char *)p, it->count);
    case 'p': {
        if (it->count == 0) return bytes_from("", 0);
        ssize_t n = p[0];
        if (n > it->count - 1) n = it->count - 1;
        return bytes_from((const char *)p + 1, n);
    }
    case 'c': return bytes_from((const char *)p, 1);
    case '?': return NEWREF(p[0] ? True : False);
    case 'e': return float_new(half_unpack((uint16_t)get_uint(p, 2, f->little)));
    case 'f': {
        uint32_t u = (uint32_t)get_uint(p, 4, f->little);
        float x;
        memcpy(&x, &u, 4);
        return float_new(x);
    }
    case 'd': {
        uint64_t u = get_uint(p, 8, f->little);
        double x;
        memcpy(&x, &u, 8);
        return float_new(x);
    }
    default: {
        uint64_t u = get_uint(p, it->size, f->little);
        bool is_signed = c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q' || c == 'n';
        if (is_signed) {
            if (it->size < 8 && (u >> (8 * it->size - 1)) & 1) u |= ~(uint64_t)0 << (8 * it->size);
            return int_from_i64((int64_t)u);
        }
        return int_from_u64(u);
    }
    }
}

/* The items of buffer data (f->size bytes) as a tuple. */
static Object *unpack_all(const Format *f, const unsigned char *data)
{
    Object *t = tuple_new(f->nargs);
    if (t == NULL) return NULL;
    ssize_t k = 0;
    for (int i = 0; i < f->n; i++) {
        const Item *it = &f->more[i];
        if (it->code == 'x') continue;
        ssize_t reps = it->code == 's' || it->code == 'p' ? 1 : it->count;
        for (ssize_t r = 0; r < reps; r++) {
            Object *v = unpack_item(f, it, data + it->offset + r * it->size);
            if (v == NULL) {
                for (ssize_t j = k; j < f->nargs; j++) tuple_items(t)[j] = NULL;
                DECREF(t);
                return NULL;
            }
            tuple_items(t)[k++] = v;
        }
    }
    return t;
}

/* The bytes of a bytes-like argument (CPython's message otherwise): *keep
 * is a bytes (new ref) holding them, a snapshot for a bytearray or a
 * memoryview, so another thread's writes never tear a record. */
static int buffer_of(Object *b, Object **keep, const unsigned char **data, ssize_t *len)
{
    int got = buffer_bytes(b, keep);
    if (got <= 0) {
        if (got == 0) err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(b));
        return -1;
    }
    *data = (const unsigned char *)bytes_data(*keep);
    *len = bytes_len(*keep);
    return 0;
}

/* Pack args[0..f->nargs-1] into buf (f->size bytes, zeroed).  0 or -1. */
static int pack_all(const Format *f, Object *const *args, unsigned char *buf)
{
    ssize_t k = 0;
    for (int i = 0; i < f->n; i++) {
        const Item *it = &f->more[i];
        if (it->code == 'x') continue;
        ssize_t reps = it->code == 's' || it->code == 'p' ? 1 : it->count;
        for (ssize_t j = 0; j < reps; j++)
            if (pack_item(f, it, buf + it->offset + j * it->size, args[k++]) < 0) return -1;
    }
    return 0;
}

/* ---- the module functions ---------------------------------------------------- */

static Object *struct_pack(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("pack", kwnames) < 0) return NULL;
    if (nargs < 1) return err_set(&Exc_TypeError, "missing format argument");
    Format f;
    if (format_parse(args[0], &f) < 0) return NULL;
    if (nargs - 1 != f.nargs) {
        format_free(&f);
        return err_format((Type *)struct_error, "pack expected %zd items for packing (got %zd)", f.nargs, nargs - 1);
    }
    unsigned char *buf = calloc((size_t)f.size + 1, 1);
    if (buf == NULL) {
        format_free(&f);
        return err_no_memory();
    }
    Object *r = NULL;
    if (pack_all(&f, args + 1, buf) == 0) r = bytes_from((const char *)buf, f.size);
    free(buf);
    format_free(&f);
    return r;
}

/* pack_into(fmt, buffer, offset, v1, v2, ...): the packed values written
 * into a writable buffer (a bytearray or a memoryview of one) at offset,
 * negative offsets counting from the end (CPython's checks and messages) */
static Object *struct_pack_into(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("pack_into", kwnames) < 0) return NULL;
    if (nargs < 1) return err_set(&Exc_TypeError, "missing format argument");
    Format f;
    if (format_parse(args[0], &f) < 0) return NULL;
    Object *r = NULL;
    unsigned char *buf = NULL;
    ssize_t len, off;
    if (nargs - 1 != f.nargs + 2) {
        if (nargs == 1) error("pack_into expected buffer argument");
        else if (nargs == 2) error("pack_into expected offset argument");
        else err_format((Type *)struct_error, "pack_into expected %zd items for packing (got %zd)", f.nargs, nargs - 3);
        goto done;
    }
    if ((len = buffer_writable_len(args[1])) < 0) goto done;
    if (!is_int(args[2]) && TYPE(args[2])->nb_index == NULL) {
        err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(args[2]));
        goto done;
    }
    if (index_as_ssize(args[2], &Exc_IndexError, &off) < 0) goto done;
    if (off < 0) {
        if (off + f.size > 0) {
            err_format((Type *)struct_error, "no space to pack %zd bytes at offset %zd", f.size, off);
            goto done;
        }
        if (off + len < 0) {
            err_format((Type *)struct_error, "offset %zd out of range for %zd-byte buffer", off, len);
            goto done;
        }
        off += len;
    }
    if (len - off < f.size) {
        err_format((Type *)struct_error,
                   "pack_into requires a buffer of at least %zu bytes for packing %zd bytes at offset %zd "
                   "(actual buffer size is %zd)", (size_t)f.size + (size_t)off, f.size, off, len);
        goto done;
    }
    if ((buf = calloc((size_t)f.size + 1, 1)) == NULL) {
        err_no_memory();
        goto done;
    }
    /* as CPython, which zeroes the record in place before packing into it,
     * a value that fails to pack leaves zeros there */
    if (pack_all(&f, args + 3, buf) < 0) {
        Object *exc = err_fetch();
        memset(buf, 0, (size_t)f.size);
        buffer_write(args[1], off, (const char *)buf, f.size);
        err_clear();
        err_restore(exc);
        goto done;
    }
    if (buffer_write(args[1], off, (const char *)buf, f.size) == 0) r = NEWREF(None);
done:
    free(buf);
    format_free(&f);
    return r;
}

static Object *struct_unpack(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("unpack", kwnames) < 0) return NULL;
    if (nargs != 2) return err_format(&Exc_TypeError, "unpack expected 2 arguments, got %zd", nargs);
    Format f;
    if (format_parse(args[0], &f) < 0) return NULL;
    const unsigned char *data;
    ssize_t len;
    Object *r = NULL, *keep = NULL;
    if (buffer_of(args[1], &keep, &data, &len) == 0) {
        if (len != f.size) err_format((Type *)struct_error, "unpack requires a buffer of %zd bytes", f.size);
        else r = unpack_all(&f, data);
    }
    XDECREF(keep);
    format_free(&f);
    return r;
}

static Object *struct_unpack_from(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"format", "buffer", "offset", NULL};
    Object *a[3];
    if (args_parse("unpack_from", args, nargs, kwnames, names, 1, 2, a) < 0) return NULL;
    ssize_t off = 0;
    if (a[2] && index_as_ssize(a[2], &Exc_OverflowError, &off) < 0) return NULL;
    Format f;
    if (format_parse(a[0], &f) < 0) return NULL;
    const unsigned char *data;
    ssize_t len;
    Object *r = NULL, *keep = NULL;
    if (buffer_of(a[1], &keep, &data, &len) == 0) {
        if (off < 0) {
            if (off + len < 0) err_format((Type *)struct_error, "offset %zd out of range for %zd-byte buffer", off, len);
            else off += len;
        }
        if (!err_occurred()) {
            if (len - off < f.size)
                err_format((Type *)struct_error,
                           "unpack_from requires a buffer of at least %zd bytes for unpacking %zd bytes at offset %zd "
                           "(actual buffer size is %zd)", off > SSIZE_MAX - f.size ? SSIZE_MAX : f.size + off, f.size,
                           off, len);
            else
                r = unpack_all(&f, data + off);
        }
    }
    XDECREF(keep);
    format_free(&f);
    return r;
}

static Object *struct_calcsize(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("calcsize", kwnames) < 0 || args_count("calcsize", nargs, 1, 1) < 0) return NULL;
    Format f;
    if (format_parse(args[0], &f) < 0) return NULL;
    format_free(&f);
    return int_from_i64(f.size);
}

/* iter_unpack: all the records at once, as a list iterator (the buffer is
 * immutable bytes, so reading it eagerly gives the same items). */
static Object *struct_iter_unpack(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("iter_unpack", kwnames) < 0) return NULL;
    if (nargs != 2) return err_format(&Exc_TypeError, "iter_unpack expected 2 arguments, got %zd", nargs);
    Format f;
    if (format_parse(args[0], &f) < 0) return NULL;
    const unsigned char *data;
    ssize_t len;
    Object *l = NULL, *keep = NULL;
    if (buffer_of(args[1], &keep, &data, &len) == 0) {
        if (f.size == 0)
            error("cannot iteratively unpack with a struct of length 0");
        else if (len % f.size != 0)
            err_format((Type *)struct_error, "iterative unpacking requires a buffer of a multiple of %zd bytes", f.size);
        else if ((l = list_new(0)) != NULL)
            for (ssize_t off = 0; l && off < len; off += f.size) {
                Object *t = unpack_all(&f, data + off);
                if (t == NULL || list_append_steal(l, t) < 0) CLEAR(l);
            }
    }
    XDECREF(keep);
    format_free(&f);
    if (l == NULL) return NULL;
    Object *it = obj_iter(l);
    DECREF(l);
    return it;
}

static const MethodDef struct_methods[] = {
    {"pack", struct_pack, METH_DEFAULT},
    {"pack_into", struct_pack_into, METH_DEFAULT},
    {"unpack", struct_unpack, METH_DEFAULT},
    {"unpack_from", struct_unpack_from, METH_DEFAULT},
    {"iter_unpack", struct_iter_unpack, METH_DEFAULT},
    {"calcsize", struct_calcsize, METH_DEFAULT},
    {NULL, NULL, 0},
};

int structmodule_init(void)
{
    Object *m = module_new_builtin("_struct", struct_methods);
    if (m == NULL) return -1;
    Object *name = str_from_cstr("error"), *bases = tuple_pack(1, (Object *)&Exc_Exception), *ns = dict_new();
    Object *mod = str_from_cstr("struct");
    if (name && bases && ns && mod && dict_set_cstr(ns, "__module__", mod) == 0)
        struct_error = class_new(&Type_Type, name, bases, ns, NULL, NULL);
    XDECREF(name);
    XDECREF(bases);
    XDECREF(ns);
    XDECREF(mod);
    if (struct_error == NULL) return -1;
    return dict_set_cstr(module_dict(m), "error", struct_error);
}
