/* api.h: the functions every part of fpy may call, grouped by the file that
 * implements them.  This is the contract between the runtime's files; a
 * file may add static helpers freely, but anything another file calls is
 * declared here (or in the file's own header for internals: vm/, compiler/).
 *
 * Ownership: "new ref" = caller owns the result; everything else returns a
 * borrowed reference.  Arguments are borrowed unless marked "steals".
 * Errors: NULL / -1 with the exception set (runtime/error.c).
 */
#ifndef FPY_API_H
#define FPY_API_H

#include <stdarg.h>
#include <stdio.h>

#include "gc/refcount.h"
#include "runtime/object.h"
#include "vm/thread.h"

/* ===== runtime/error.c: raising and inspecting exceptions ================ */
/* Exception types, one X-macro list (runtime/exc_list.h). */
#define EXC(name, base) extern Type Exc_##name;
#include "runtime/exc_list.h"
#undef EXC

/* An exception instance (BaseException and every subclass).  traceback
 * is a list of (filename str, lineno int, funcname str) tuples, innermost
 * first: the VM appends one as the exception unwinds each frame (printed
 * in reverse, outermost first, as CPython prints). */
typedef struct {
    Object ob;
    Object *args;       /* tuple */
    Object *traceback;  /* list or NULL */
    Object *cause;      /* __cause__ or NULL */
    Object *context;    /* __context__ or NULL */
    bool suppress_context;
    Object *dict;       /* instance attributes or NULL */
    Object *tb_view;    /* the last __traceback__ handed out (vm/traceback.c), or NULL */
} ExcObject;
int exc_add_traceback(Object *exc, Object *filename, int lineno, Object *funcname);
/* The same with the columns of the failing expression (0-based bytes; the
 * entry is then (filename, lineno, funcname, col, end_lineno, end_col)),
 * from which exc_print draws CPython 3.11's ~~~^^^ markers. */
int exc_add_traceback_span(Object *exc, Object *filename, int lineno, Object *funcname, int col, int end_lineno,
                           int end_col);
/* vm/traceback.c: `traceback` objects are views of an
 * ExcObject's entry list.  traceback_of: new ref, the head traceback of
 * exception exc (None when it has no entries); the same object while no
 * entry was added.  traceback_entries: *out = new ref to a fresh list of
 * tb's entries (NULL for None); -1 + TypeError otherwise. */
extern Type Traceback_Type;
Object *traceback_of(Object *exc);
int traceback_entries(Object *tb, Object **out);

/* Set the current exception.  All return NULL so `return err_set(...)`. */
Object *err_set(Type *exc_type, const char *msg);
/* printf-like: %s %d %i %u %ld %lu %lld %zd %zu %c %x %p %%, plus
 * %R = repr(Object*), %S = str(Object*), %T = type name of Object*,
 * %U = Object* that is a str, inserted as is. */
Object *err_format(Type *exc_type, const char *fmt, ...);
Object *err_vformat(Type *exc_type, const char *fmt, va_list ap);
Object *err_set_object(Type *exc_type, Object *arg); /* exc_type(arg) */
Object *err_no_memory(void);
void err_restore(Object *exc);  /* steals exc (an exception instance); sets it current */
/* Like err_restore, for a *new* raise (the `raise` statement, C
 * code raising): steals exc and also sets its __context__ to the exception
 * being handled (ts->exc_info), as CPython does.  err_restore is for
 * re-raising, which leaves the context alone. */
void err_set_raised(Object *exc);
Object *err_fetch(void);        /* new ref to the current exception (or NULL); clears it */
Object *err_occurred(void);     /* borrowed: the current exception or NULL */
bool err_matches(Type *t);      /* current exception is an instance of t */
bool exc_matches(Object *exc, Object *type_or_tuple); /* isinstance-style for except clauses */
void err_clear(void);
/* New ref: an exception instance exc_type(*args) (args a tuple, may be NULL). */
Object *exc_new(Type *exc_type, Object *args);
Object *exc_args(Object *exc);           /* borrowed: the args tuple */
/* Raise the OSError for C's errno e, as CPython's PyErr_SetFromErrno:
 * the subclass that errno names (ENOENT -> FileNotFoundError, ...),
 * args (e, strerror(e)), and the file names given (filename2 only with
 * filename; either may be NULL).  `str(exc)` is then "[Errno 2] No such
 * file or directory: 'x'".  All return NULL. */
Object *err_set_errno(int e);
Object *err_set_errno_filename(int e, Object *filename);
Object *err_set_errno_filenames(int e, Object *filename, Object *filename2);
/* The OSError subclass that errno e names (OSError itself for the rest). */
Type *exc_oserror_type(int e);
/* Print "Traceback (most recent call last): ..." and "Type: msg" to stderr. */
void exc_print(Object *exc);
/* exc_print to `file`, what Python code sees as sys.stderr (CPython's
 * excepthooks print there): fd 2 itself when file is fpy's own stderr
 * stream or NULL, nothing when it is None, else the text (prefix first, if
 * not NULL) is rendered and passed to file.write().  0, or -1 with the
 * write's exception set. */
int exc_print_file(Object *exc, Object *file, const char *prefix);
/* What the process does with an exception nobody caught, as CPython's
 * main: SystemExit -> its code (None -> 0, an int -> it, anything else is
 * printed to stderr -> 1), no traceback; any other exception -> exc_print
 * and 1.  Returns the exit status; flushes stdout first. */
int exc_handle_uncaught(Object *exc);
/* Raise StopIteration(value) etc. are just err_set_object. */

/* ===== runtime/abstract.c: the object protocol ============================ */
Object *obj_repr(Object *o);                 /* new ref: repr(o) */
Object *obj_str(Object *o);                  /* new ref: str(o) */
ssize_t obj_hash(Object *o);                 /* -1 on error (TypeError: unhashable type) */
Object *obj_richcompare(Object *a, Object *b, int op); /* new ref: a op b */
int obj_richcompare_bool(Object *a, Object *b, int op); /* -1 error; identity implies equal for EQ/NE */
int obj_eq(Object *a, Object *b);            /* obj_richcompare_bool(a, b, CMP_EQ) */
int obj_is_true(Object *o);                  /* -1 error */
ssize_t obj_len(Object *o);                  /* -1 error: "object of type 'int' has no len()" */
Object *obj_getitem(Object *o, Object *key); /* new ref */
int obj_setitem(Object *o, Object *key, Object *v);
int obj_delitem(Object *o, Object *key);
int obj_contains(Object *container, Object *x); /* `x in container`, falls back to iteration */
Object *obj_iter(Object *o);                 /* new ref: iter(o) */
/* Next item (new ref), or NULL: check err_occurred() to tell exhaustion
 * (no exception) from an error. */
Object *iter_next(Object *it);
Object *obj_getattr(Object *o, Object *name);  /* new ref; name is a str */
Object *obj_getattr_cstr(Object *o, const char *name);
/* Like obj_getattr but returns NULL *without* an exception when missing. */
Object *obj_lookup_attr(Object *o, Object *name);
/* A special method (CPython's _PyObject_LookupSpecial): name looked up on
 * o's type only (never the instance dict, never __getattribute__), bound
 * to o.  New ref; NULL without an exception when the type has none. */
Object *obj_lookup_special(Object *o, Object *name);
int obj_setattr(Object *o, Object *name, Object *v); /* v NULL = delete */
Object *obj_generic_getattr(Object *o, Object *name); /* type dict (methods, getsets) */
Object *obj_call(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames);
Object *obj_call0(Object *callable);
Object *obj_call1(Object *callable, Object *arg);
Object *obj_call2(Object *callable, Object *a, Object *b);
/* Call o.name(args...) */
Object *obj_call_method(Object *o, const char *name, Object *const *args, ssize_t nargs);
bool type_is_subtype(Type *a, Type *b);       /* a is b or a subclass of b (MRO) */
int obj_isinstance(Object *o, Object *cls);   /* cls a type or tuple of types; -1 error */
int obj_issubclass(Object *derived, Object *cls); /* issubclass() rules and messages; -1 error */
/* Default setattr (object's slot): getset descriptors of the type,
 * else the instance dict, else AttributeError as CPython. */
int obj_generic_setattr(Object *o, Object *name, Object *v);
/* For LOAD_METHOD and obj_call_method: look up o.name without making
 * a bound method.  Returns 1 and *method = a new ref to an unbound callable
 * (a builtin method descriptor or a Python function found in type(o)'s
 * MRO) that must be called with o as its first argument; or 0 and
 * *method = a new ref to the attribute itself (call it as is); or -1 with
 * AttributeError etc. set. */
int obj_get_method(Object *o, Object *name, Object **method);
/* The same for the interpreter's LOAD_METHOD: when it returns 1, *method
 * is a stack reference (a deferred function uncounted, vm/frame.h); when
 * 0, a new reference as above. */
int obj_get_method_stack(Object *o, Object *name, Object **method);
Object *obj_type_lookup(Type *t, Object *name); /* borrowed: attribute in the MRO dicts, or NULL */
/* For per-instruction caches of type attribute lookups (LOAD_METHOD,
 * LOAD_ATTR): a number that changes whenever any lookup in t's MRO could
 * answer differently; 0 = don't cache (a class with a class among its
 * bases).  Built-in types: 1.  Instance dicts are not covered. */
uint64_t type_version(Type *t);
/* Guard for C recursion that CPython leaves unguarded (hash of a
 * 100000-deep tuple): 0 normally, -1 + RecursionError "maximum recursion
 * depth exceeded<where>" when this thread's C stack is nearly used up. */
int c_stack_check(const char *where);
/* Obj_type_lookup answers from a per-thread cache (type.c): a
 * class's entries are checked against dict_version, but a built-in type's
 * dict must not change after type_ready (type_setattr refuses it; C code
 * must not dict_set into it later either). */

/* Numbers: a op b with CPython's dispatch (left slot, then right slot,
 * then sq_concat / sq_repeat for + and *), TypeError "unsupported operand
 * type(s) for +: 'int' and 'str'" when nobody handles the pair. */
enum {
    BIN_ADD, BIN_SUB, BIN_MUL, BIN_TRUEDIV, BIN_FLOORDIV, BIN_MOD, BIN_POW,
    BIN_LSHIFT, BIN_RSHIFT, BIN_AND, BIN_OR, BIN_XOR, BIN_MATMUL,
    BIN__COUNT
};
Object *num_binop(int op, Object *a, Object *b);          /* new ref */
Object *num_inplace_binop(int op, Object *a, Object *b);  /* a op= b: tries the in-place slot first */
Object *num_binop_left_declined(int op, Object *a, Object *b, bool inplace); /* the rest, a's class method said NotImplemented */
bool num_has_inplace_slot(Type *t, int op);
Object *num_neg(Object *a);
Object *num_pos(Object *a);
Object *num_invert(Object *a);
Object *num_abs(Object *a);
Object *num_pow(Object *a, Object *b, Object *mod); /* mod None = absent */
Object *num_divmod(Object *a, Object *b);
Object *num_index(Object *o);   /* new ref: o as an int (TypeError if not integral) */
/* o as a C ssize_t: TypeError if not an int, OverflowError if too big.
 * Returns -1 with exception set on error (check err_occurred()). */
ssize_t num_as_ssize(Object *o);
double num_as_double(Object *o); /* int or float; -1.0 + exception on error */

/* ===== runtime/int.c: int (small tagged + GMP big) and bool.c ============ */
Object *int_from_i64(int64_t v);               /* new ref: small when it fits */
Object *int_from_u64(uint64_t v);
Object *int_from_double(double d);             /* trunc; OverflowError for inf, ValueError for nan */
Object *int_from_string(const char *s, ssize_t len, int base); /* int('...', base) rules; ValueError */
bool int_as_i64(Object *o, int64_t *out);      /* false if it doesn't fit (no exception set) */
double int_as_double(Object *o);               /* -1.0 + OverflowError if too large */
Object *int_to_decimal_string(Object *o);      /* new ref: str */
Object *int_to_base_string(Object *o, int base, bool prefix); /* hex/oct/bin: "0x1f" */
int int_sign(Object *o);                       /* -1, 0, 1 */
int int_compare(Object *a, Object *b);         /* <0, 0, >0; both int */
/* The int type's number slots, callable directly by the VM's fast paths. */
Object *int_add(Object *a, Object *b);
Object *int_sub(Object *a, Object *b);
Object *int_mul(Object *a, Object *b);
Object *int_floordiv(Object *a, Object *b);
Object *int_mod(Object *a, Object *b);
Object *int_format(Object *o, Object *spec);   /* format(int, spec) */
extern Type Bool_Type;
void int_init(void);                           /* once, from runtime_init: GMP allocates through mimalloc */
Object *int_truediv(Object *a, Object *b);     /* more number slots (new refs; NotImplemented for non-ints) */
Object *int_divmod(Object *a, Object *b);      /* tuple (a // b, a % b) */
Object *int_pow(Object *a, Object *b, Object *mod); /* mod None = absent */
Object *int_lshift(Object *a, Object *b);
Object *int_rshift(Object *a, Object *b);
Object *int_and(Object *a, Object *b);
Object *int_or(Object *a, Object *b);
Object *int_xor(Object *a, Object *b);
Object *int_neg(Object *a);
Object *int_richcompare(Object *a, Object *b, int op); /* int vs int or float, exact */
ssize_t int_hash(Object *o);                   /* CPython's numeric hash (mod 2**61-1) */
int int_compare_double(Object *i, double d);   /* exact: -1, 0, 1; 2 if d is NaN */
Object *int_round(Object *o, Object *ndigits); /* new ref: round(int, ndigits); ndigits NULL/None = absent */
size_t int_num_bits(Object *o);                /* bits of |o|, int.bit_length(); o an int or bool */
/* sys.get_int_max_str_digits / set_int_max_str_digits (0 = no limit, else >= 640) */
int int_get_max_str_digits(void);
int int_set_max_str_digits(Object *n);         /* -1 + ValueError "maxdigits must be 0 or larger than 640" */

/* ===== runtime/float.c ==================================================== */
typedef struct { Object ob; double value; } FloatObject;
Object *float_new(double v);                   /* new ref */
static inline double float_val(Object *o) { return ((FloatObject *)o)->value; }
/* repr(float): shortest string that round-trips, CPython's rules (1e+16, 0.1, inf, nan, -0.0) */
Object *float_repr_obj(Object *o);
/* Write repr(v) into buf (>= 32 bytes); returns length. */
int float_repr_buf(double v, char *buf, size_t size);
Object *float_format(Object *o, Object *spec); /* format(float, spec) */
Object *float_from_string(const char *s, ssize_t len); /* float('1.5'); ValueError */
ssize_t float_hash_double(double v);           /* CPython's numeric hash of a double */
/* CPython's PyOS_double_to_string: code 'e' 'E' 'f' 'F' 'g' 'G' or 'r'
 * (repr; precision ignored), flags FLOAT_FMT_*.  Returns a malloc'd
 * NUL-terminated ASCII string (free() it) or NULL + MemoryError.  For
 * "%.3f" % x and friends (str_mod). */
enum { FLOAT_FMT_SIGN = 1, FLOAT_FMT_ADD_DOT_0 = 2, FLOAT_FMT_ALT = 4, FLOAT_FMT_NO_NEG_0 = 8 };
char *float_to_cstr(double v, char code, int precision, int flags);
Object *float_round(Object *o, Object *ndigits); /* new ref: round(float, ndigits); ndigits NULL/None = absent */
Object *float_add(Object *a, Object *b);       /* the float number slots (new refs; NotImplemented */
Object *float_sub(Object *a, Object *b);       /* when an operand is neither int nor float) */
Object *float_mul(Object *a, Object *b);
Object *float_truediv(Object *a, Object *b);
Object *float_richcompare(Object *a, Object *b, int op);
/* d = the value of an int or float (false: neither, no exception; -1 + OverflowError for a huge int) */
int float_as_double_of(Object *o, double *d);

/* ===== runtime/str.c: str (UTF-8 storage) ================================= */
/* Immutable.  data is UTF-8, NUL-terminated; ob_size = length in code points;
 * ascii means every code point < 128 (then byte i = char i). */
typedef struct {
    VarObject ob;             /* ob_size: length in code points */
    ssize_t nbytes;           /* UTF-8 length in bytes */
    _Atomic(ssize_t) hash;    /* -1 until computed; racing writers store the same value */
    bool ascii;
    char data[];              /* nbytes + 1 bytes, NUL-terminated */
} StrObject;
Object *str_from_cstr(const char *s);                 /* new ref; s must be valid UTF-8 */
Object *str_from_utf8(const char *s, ssize_t nbytes); /* new ref; UnicodeDecodeError-like ValueError if invalid */
Object *str_from_format(const char *fmt, ...);        /* new ref; same escapes as err_format */
Object *str_from_vformat(const char *fmt, va_list ap);
Object *str_intern(Object *s);                        /* steals s; returns the immortal interned str */
Object *str_intern_cstr(const char *s);               /* borrowed-and-immortal interned str */
/* STR_ID("__name__"): the interned str for a string literal, looked up
 * once per call site and then read from a static (the intern table has a
 * process-wide lock: hot paths such as `with`, function creation and
 * attribute protocols must not take it each time).  NULL + MemoryError
 * only on the first, failing, lookup. */
#define STR_ID(lit)                                                            \
    ({                                                                         \
        static _Atomic(Object *) str_id_;                                      \
        Object *str_id_s_ = atomic_load_explicit(&str_id_, memory_order_acquire); \
        if (str_id_s_ == NULL) {                                               \
            str_id_s_ = str_intern_cstr(lit);                                  \
            if (str_id_s_ != NULL) atomic_store_explicit(&str_id_, str_id_s_, memory_order_release); \
        }                                                                      \
        str_id_s_;                                                             \
    })
static inline const char *str_cstr(Object *s) { return ((StrObject *)s)->data; }
static inline ssize_t str_len(Object *s) { return ((VarObject *)s)->ob_size; }
static inline ssize_t str_nbytes(Object *s) { return ((StrObject *)s)->nbytes; }
/* For code that works on a str's UTF-8 directly (modules/remodule.c):
 * the byte offset of code point i (0 <= i <= len), the code point index of
 * a byte offset (a char boundary), both O(1) for ASCII and an index or a
 * short scan otherwise; and the str of the bytes [from, to) (new ref). */
ssize_t str_offset(Object *s, ssize_t i);
ssize_t str_index_of_offset(Object *s, ssize_t off);
Object *str_subbytes(Object *s, ssize_t from, ssize_t to);
Object *str_concat(Object *a, Object *b);             /* new ref */
Object *str_join(Object *sep, Object *iterable);      /* new ref: sep.join(iterable) */
Object *str_repr_obj(Object *s);                      /* new ref: repr with quotes/escapes */
bool str_eq(Object *a, Object *b);                    /* both str */
ssize_t str_hash(Object *s);
Object *str_format(Object *s, Object *spec);          /* format(str, spec) */
Object *str_mod(Object *fmt, Object *args);           /* fmt % args */
/* Chars: str of one code point (cached for < 256: no allocation). */
Object *str_from_codepoint(uint32_t cp);
/* Incremental building, for repr of containers etc. */
typedef struct { char *buf; size_t len, cap; bool ascii_only; ssize_t nchars; } StrBuilder;
void sb_init(StrBuilder *sb);
int sb_add(StrBuilder *sb, const char *s, size_t n);  /* -1 MemoryError */
int sb_add_cstr(StrBuilder *sb, const char *s);
int sb_add_str(StrBuilder *sb, Object *s);            /* append a str object */
int sb_add_repr(StrBuilder *sb, Object *o);           /* append repr(o) */
Object *sb_finish(StrBuilder *sb);                    /* new ref; frees the builder */
void sb_discard(StrBuilder *sb);
/* Like str_from_utf8, but accepts surrogates U+D800..U+DFFF
 * encoded as 3 bytes (ED A0..BF xx), as a str may hold them ('\ud800'
 * in source).  For the parser's string literals.  New ref. */
Object *str_from_utf8_surrogates(const char *s, ssize_t nbytes);
/* Append one code point (UTF-8 encoded).  0 or -1. */
int sb_add_codepoint(StrBuilder *sb, uint32_t cp);
/* For the VM.  BUILD_STRING: new ref, the concatenation of n strs. */
Object *str_concat_array(Object *const *items, ssize_t n);
/* `a += b` for an exact str a: steals a, returns a new ref (or
 * NULL).  When the caller holds the only reference to a (count 1, owned
 * by this thread) the text is appended in place, amortised O(len(b)): the
 * VM should drop the variable's reference first when the next instruction
 * stores the result back into the same variable, as CPython does. */
Object *str_concat_inplace(Object *a, Object *b);
/* Codec of an encoding name: 0 utf-8, 1 ascii, 2 latin-1, -1 unknown (strmethods.c). */
int str_codec_lookup(Object *enc);
/* Ascii(o): repr(o) with every non-ASCII char escaped.  New ref. */
Object *str_ascii(Object *o);
/* FORMAT_VALUE: conversion 0 none, 1 !s, 2 !r, 3 !a, then
 * format(value, spec) (spec NULL = '').  New ref. */
Object *str_format_value(Object *v, int conversion, Object *spec);

/* bytes (runtime/bytes.c): immutable, ob_size bytes plus a NUL, a cached hash. */
typedef struct { VarObject ob; ssize_t hash; char data[]; } BytesObject;
Object *bytes_from(const char *s, ssize_t n);         /* new ref */
static inline char *bytes_data(Object *o) { return ((BytesObject *)o)->data; }     /* o: a bytes */
static inline ssize_t bytes_len(Object *o) { return ((BytesObject *)o)->ob.ob_size; }
/* Bytes-like objects (CPython's buffer protocol, reduced to what fpy has):
 * bytes, bytearray (runtime/bytearray.c) and memoryview (memoryview.c).
 * buffer_bytes: *out = new ref to o's current bytes as one bytes object
 * (o itself for a bytes; for a bytearray, or a memoryview, a copy taken
 * under the bytearray's lock, so the caller reads memory nobody changes).
 * 1 done, 0 o is not bytes-like (nothing set: the caller raises its own
 * TypeError), -1 error (a released memoryview: ValueError). */
bool is_bytes_like(Object *o);
int buffer_bytes(Object *o, Object **out);
Object *bytearray_from(const char *s, ssize_t n);     /* new ref */
/* A writable bytes-like object (a bytearray, a memoryview of one): its
 * length, or -1 + TypeError "argument must be read-write bytes-like
 * object, not T" (ValueError for a released view). */
ssize_t buffer_writable_len(Object *o);
/* Copy n bytes to offset off of writable o, under its lock: 0, or -1 +
 * IndexError when [off, off+n) is no longer inside it. */
int buffer_write(Object *o, ssize_t off, const char *s, ssize_t n);

/* The format-spec mini-language, parsed once (runtime/format.c):
 * [[fill]align][sign][z][#][0][width][grouping][.precision][type] */
typedef struct {
    uint32_t fill;       /* code point, default ' ' */
    char align;          /* '<' '>' '^' '=' or 0 (default for the type) */
    char sign;           /* '+' '-' ' ' or 0 */
    bool alternate;      /* '#' */
    bool zero_pad;       /* '0' */
    ssize_t width;       /* -1 = none */
    char grouping;       /* ',' '_' or 0 */
    ssize_t precision;   /* -1 = none */
    char type;           /* 'd' 'f' 'e' 'g' 's' 'x' ... or 0 */
    bool no_neg_zero;    /* 'z' (3.11): -0.0 formats as 0.0 */
} FormatSpec;
/* ValueError "Invalid format specifier" etc. on a bad spec; -1. */
int format_spec_parse(Object *spec, FormatSpec *out);
/* Pad an already formatted body per spec (fill/align/width) into sb. */
int format_pad(StrBuilder *sb, const char *body, ssize_t nbytes, ssize_t nchars, const FormatSpec *spec, char default_align);

/* format(value, spec) for any object: int/float/str dispatch, else str(). */
Object *obj_format(Object *o, Object *spec);
/* How parsing reports fill, align and '0' (so each type applies its own
 * default alignment, as CPython): align stays 0 when the spec gives none;
 * a '0' before the width without an explicit fill sets zero_pad = true and
 * fill = '0' (numbers then use '=' alignment when align is 0, strings their
 * default '<').  format_spec_parse is for str: type defaults to 's' (as
 * CPython: format('a', ',') is "Cannot specify ',' with 's'.") and its
 * "Invalid format specifier" message names type 'str'; format_spec_parse_for
 * takes the type name and default type code (int 'd', float 0). */
int format_spec_parse_for(Object *spec, const char *type_name, char default_type, FormatSpec *out);

/* ===== runtime/genericalias.c: list[int], int | None ===================== */
extern Type GenericAlias_Type, UnionType_Type;
Object *genericalias_new(Object *origin, Object *args); /* new ref: origin[args] (args a tuple or one hint) */
/* __class_getitem__ of the built-in generic classes (METH_CLASS): cls[key]
 * as a GenericAlias. */
Object *genericalias_class_getitem(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames);
/* cls[key] for a type object: its __class_getitem__, or TypeError "type
 * 'X' is not subscriptable".  New ref. */
Object *type_subscript(Object *cls, Object *key);
/* a | b for types, None, aliases and unions: a UnionType (or the one
 * member left); NotImplemented for anything else.  New ref. */
Object *union_or(Object *a, Object *b);
Object *union_args(Object *u);                /* borrowed: a UnionType's arguments tuple */
/* The bases of a class statement with each one that is not a class but
 * has __mro_entries__ replaced by what that returns (PEP 560).  New ref:
 * bases itself when nothing changes. */
Object *class_resolve_bases(Object *bases);

/* ===== runtime/tuple.c ==================================================== */
typedef struct { VarObject ob; Object *items[]; } TupleObject;
Object *tuple_new(ssize_t n);                 /* new ref; items NULL, caller fills with owned refs */
/* An iterator's next (a, b) pair (enumerate, zip, dict items), stealing a
 * and b: *keep, the pair the iterator keeps for reuse (its first one, set
 * once), filled again when nobody else holds it (the loop unpacked it),
 * else a new tuple.  New ref; NULL (a, b released) when out of memory.
 * The iterator releases *keep when it dies and visits it in traverse. */
Object *tuple_pair_result(Object **keep, Object *a, Object *b);
Object *tuple_pack(ssize_t n, ...);           /* new ref; borrowed args are INCREF'd */
Object *tuple_from_array(Object *const *items, ssize_t n); /* new ref; INCREFs items */
static inline ssize_t tuple_len(Object *t) { return ((VarObject *)t)->ob_size; }
static inline Object *tuple_get(Object *t, ssize_t i) { return ((TupleObject *)t)->items[i]; }
static inline Object **tuple_items(Object *t) { return ((TupleObject *)t)->items; }
extern Object *const empty_tuple;             /* immortal () */
/* New ref: tuple(it); an exact tuple is returned as is. */
Object *tuple_from_iterable(Object *it);

/* ===== runtime/list.c =====================================================
 * Thread safety: every write holds the list's ob_mutex (runtime/lock.h);
 * list_get and iteration read without it (see the essay in list.c).
 * `items` is allocated by list.c with its capacity in the word
 * before items[0]: fill the slots of list_new(n), never free or realloc
 * items elsewhere.  While list_sort runs, the list is empty and
 * `allocated` is -1 (listsort.c).  `shared`: a thread other than the
 * owner has read it without the lock or locked it (0 -> 1 once, under the
 * lock).  `leaf`: a collection found no tracked object among the items and
 * none was stored since (gc/collect.c's leaf lists): set by the collector
 * while the world is stopped, cleared by a writer, under the lock, that
 * stores a tracked object (list.c's note_item).  An empty list, or one
 * BUILD_LIST fills with untracked objects, is a leaf from birth. */
typedef struct { VarObject ob; Object **items; ssize_t allocated; _Atomic(uint8_t) shared; uint8_t leaf; } ListObject;
Object *list_new(ssize_t n);                  /* new ref; n slots set to NULL, caller fills (owned) */
void list_note_built(Object *l);              /* l's maker filled its slots: a leaf if none is tracked */
/* Every slot filled and none holding a tracked object (a NULL slot is one
 * its maker has yet to fill)?  Reads the items unlocked: for l's maker, or
 * a collector with the world stopped. */
bool list_holds_untracked_only(Object *l);
Object *list_from_iterable(Object *it);       /* new ref: list(it) */
int list_append(Object *l, Object *v);        /* INCREFs v */
int list_append_steal(Object *l, Object *v);  /* steals v (even on error) */
int list_extend(Object *l, Object *iterable); /* an exact list or tuple by snapshot, anything else by iteration */
static inline ssize_t list_len(Object *l) { return __atomic_load_n(&((VarObject *)l)->ob_size, __ATOMIC_RELAXED); } /* lock-free: relaxed atomic */
Object *list_get(Object *l, ssize_t i);       /* new ref, bounds-checked (IndexError) */
void list_mark_shared(Object *l);             /* under the lock: a non-owner reads l lock-free from now on */
void list_lock(Object *l);                    /* obj_lock(l), marking l shared if this thread is not its owner */
/* An item array's capacity: the word before items[0] (list.c's array_new). */
static inline size_t list_array_cap(Object **items) { return ((size_t *)items)[-1]; }
/* items[i] without the lock, borrowed: alive until the caller's next
 * quiescent state, since writers release removed items and arrays through
 * QSBR once `shared` is set (list.c's essay).  1 found, 0 i >= the size
 * some moment saw, -1 "ask under the lock" (a slot being filled, an array
 * being replaced).  The caller has a ThreadState (it reports quiescent
 * states); the eval loop's list reads and iteration inline this. */
static inline int list_item_lf(Object *o, ssize_t i, Object **vp)
{
    ListObject *l = (ListObject *)o;
    if (__builtin_expect(!atomic_load_explicit(&l->shared, memory_order_relaxed), 0) && !brc_is_owner(o))
        list_mark_shared(o);
    if ((size_t)i >= (size_t)list_len(o)) return 0;
    Object **items = __atomic_load_n(&l->items, __ATOMIC_ACQUIRE);
    if (items == NULL || (size_t)i >= list_array_cap(items)) return -1;
    Object *v = __atomic_load_n(&items[i], __ATOMIC_ACQUIRE);
    if (v == NULL) return -1;
    *vp = v;
    return 1;
}
/* l[i] = v for 0 <= i < len(l) as the lock sees it: steals v; -1 with
 * IndexError (v released) otherwise.  The old item is released after
 * unlocking (through QSBR when the list is shared). */
int list_store_steal(Object *l, ssize_t i, Object *v);
/* l[start:stop:step] (new ref) and l[start:stop:step] = v / del (v NULL),
 * the bounds as slice_unpack gives them (step != 0) */
Object *list_slice_range(Object *l, ssize_t start, ssize_t stop, ssize_t step);
int list_ass_range(Object *l, ssize_t start, ssize_t stop, ssize_t step, Object *v);
Object *list_as_tuple(Object *l);             /* new ref */
int list_sort(Object *l, Object *key, bool reverse); /* stable; key may be NULL/None */
/* Recursive repr guard, per thread: repr_enter(o) returns 1 if
 * o's repr is already in progress on this thread (print "[...]"), 0 after
 * registering it (then call repr_leave(o)), -1 on MemoryError. */
int repr_enter(Object *o);
void repr_leave(Object *o);

/* The list and tuple iterators (list.c, tuple.c): the sequence, kept
 * until the iterator dies, and the next index, -1 once exhausted; the
 * iterator over a range of small ints (range.c): the next value and how
 * many are left.  The eval loop's FOR_ITER inlines their next.  Their
 * fields are plain words: an iterator advanced by two threads at once may
 * repeat or skip an item (docs/subset.md), but every read of the sequence
 * is bounds-checked, so nothing worse can happen. */
typedef struct { Object ob; ssize_t index; Object *seq; } IndexIterObject;
typedef struct { Object ob; int64_t next, step, left; } RangeIterObject;
/* enumerate (iterobject.c): FOR_ITER inlines `for i, x in enumerate(l)`
 * over a list or tuple; the same plain-word rule. */
typedef struct {
    Object ob;
    Object *it;
    int64_t count;    /* the next index while it fits a small int */
    Object *bigcount; /* the next index as an int object once it does not (or NULL) */
    Object *result;   /* the pair kept for reuse (tuple_pair_result: set once), or NULL */
} EnumerateObject;

/* ===== runtime/dict.c =====================================================
 * Insertion-ordered hash table (CPython's compact layout). Every operation
 * is atomic with respect to other threads (ob_mutex; see dict.c). */
Object *dict_new(void);                               /* new ref */
Object *dict_from_pairs(Object *const *kv, ssize_t n); /* new ref: {kv[0]: kv[1], ...} (BUILD_MAP); NULL + error */
Object *dict_get(Object *d, Object *key);             /* new ref or NULL (no exception) if missing; NULL+exception on error */
Object *dict_get_str(Object *d, Object *key);         /* borrowed; key an interned str; NULL if missing; no errors */
/* For vm/eval.c's attribute caches: dict_get_str / dict_set
 * with a position hint owned by the caller's thread: entry *hint is tried
 * first (any value is safe); on a hit found by probing *hint is updated.
 * dict_get_str_hint: borrowed, NULL if missing, no errors. */
Object *dict_get_str_hint(Object *d, Object *key, uint32_t *hint);
int dict_set_str_hint(Object *d, Object *key, Object *v, uint32_t *hint);
int dict_set(Object *d, Object *key, Object *v);      /* INCREFs both */
int dict_set_cstr(Object *d, const char *key, Object *v);
int dict_del(Object *d, Object *key);                 /* KeyError if missing */
int dict_del_if_value(Object *d, Object *key, Object *expected); /* atomically: del d[key] if d[key] is expected; 1 deleted, 0 not, -1 error */
int dict_contains(Object *d, Object *key);
ssize_t dict_len(Object *d);
/* other: a dict whose type keeps dict's __iter__ gives its own items; any
 * other object with keys() is read through keys() and [key]; else an
 * iterable of pairs (CPython's dict_update_arg / dict_merge). */
int dict_update(Object *d, Object *other);
Object *dict_copy(Object *d);                         /* new ref: an exact dict (CPython's PyDict_Copy) */
/* Iterate: pos starts at 0; gives borrowed key/value; returns false at the end.
 * Only for a dict no other thread mutates (module setup, the collector). */
bool dict_next(Object *d, ssize_t *pos, Object **key, Object **value);
Object *dict_keys_list(Object *d);                    /* new ref: list of keys */
Object *dict_items_list(Object *d);                   /* new ref: list of (k, v) */
/* The dict's version: replaced by a fresh number (never reused
 * by any dict, never 0) on every change -- insert, delete, value replaced,
 * clear, resize.  Read without a lock (acquire load): for inline caches,
 * inline itself (the interpreter checks several per attribute access).
 * DictHead is the start of dict.c's DictObject, which asserts the match. */
typedef struct {
    Object ob;
    ssize_t used;
    _Atomic(uint64_t) version;
} DictHead;
static inline uint64_t dict_version(Object *d)
{
    return atomic_load_explicit(&((DictHead *)d)->version, memory_order_acquire);
}
/* The class epoch: a number that moves on every change to any class's
 * dict (dict_mark_class marks one), after the dict's own version.  An
 * attribute cache entry made at epoch E is still good while the epoch is
 * E, with no need to look at the versions of the classes it depends on;
 * only when the epoch moved does it check them (vm/eval.c, attr_valid).
 * Process-wide and written only when a program changes a class after
 * making it, so on its own cache line that every thread only reads. */
typedef struct {
    _Alignas(64) _Atomic(uint64_t) n;
    char pad[64 - sizeof(uint64_t)];
} ClassEpoch; /* one cache line, all its own */
extern ClassEpoch dict_class_epoch_line;
static inline uint64_t dict_class_epoch(void)
{
    return atomic_load_explicit(&dict_class_epoch_line.n, memory_order_acquire);
}
void dict_mark_class(Object *d); /* d is a class's dict: its changes move the class epoch */

/* ===== runtime/set.c ====================================================== */
Object *set_new(Object *iterable);                    /* new ref; iterable may be NULL */
Object *frozenset_new(Object *iterable);
int set_add(Object *s, Object *key);
int set_contains(Object *s, Object *key);
int set_discard(Object *s, Object *key);              /* 1 found, 0 not, -1 error */
ssize_t set_len(Object *s);
/* len(x) for the built-in containers whose size is one word (list,
 * tuple, dict, set, frozenset): builtins.len and the interpreter's CALL
 * of it.  -1 for any other object. */
static inline ssize_t container_len(Object *x)
{
    if (is_small(x)) return -1;
    Type *t = x->ob_type;
    if (t == &List_Type) return list_len(x);
    if (t == &Tuple_Type) return tuple_len(x);
    if (t == &Set_Type || t == &FrozenSet_Type) return set_len(x);
    if (t == &Dict_Type) return dict_len(x);
    return -1;
}
int set_update(Object *s, Object *iterable);          /* s |= iterable (SET_UPDATE, {*a}) */

/* ===== runtime/range.c, slice.c =========================================== */
Object *range_new3(Object *start, Object *stop, Object *step); /* new ref; ints */
typedef struct { Object ob; Object *start, *stop, *step; } SliceObject;
Object *slice_new(Object *start, Object *stop, Object *step); /* new ref; None for missing */
/* Resolve a slice for a sequence of length len: Python's slice.indices(). */
int slice_indices(Object *slice, ssize_t len, ssize_t *start, ssize_t *stop, ssize_t *step, ssize_t *slicelen);
/* Slice_indices in two steps, for containers that lock: unpack
 * (may run __index__; clamps huge bounds; ValueError for step 0) before
 * taking the lock, adjust to the length seen under it (returns slicelen). */
int slice_unpack(Object *slice, ssize_t *start, ssize_t *stop, ssize_t *step);
ssize_t slice_adjust(ssize_t len, ssize_t *start, ssize_t *stop, ssize_t step);
/* O (an int or an object with __index__) as a ssize_t.  Too big:
 * raise overflow_exc("cannot fit 'int' into an index-sized integer"), or
 * clamp to the ssize_t range when overflow_exc is NULL.  0 or -1. */
int index_as_ssize(Object *o, Type *overflow_exc, ssize_t *out);
/* The same as a C int (file descriptors, signal numbers, flags): outside
 * int's range, OverflowError "signed integer is greater than maximum" /
 * "... less than minimum", as CPython's argument parser says.  0 or -1. */
int index_as_int(Object *o, int *out);

/* ===== runtime/iterobject.c: iterator helpers ================================ */
/* The iter slot of every iterator: returns o itself (new ref). */
Object *iter_return_self(Object *o);
/* New ref: an iterator over seq[0], seq[1], ... until IndexError
 * or StopIteration (iter() of a type with __getitem__ but no __iter__). */
Object *seqiter_new(Object *seq);
/* New ref: iter(callable, sentinel). */
Object *calliter_new(Object *callable, Object *sentinel);

/* ===== runtime/cfunction.c: builtin functions and bound methods ============ */
typedef struct { Object ob; const MethodDef *def; Object *self; Object *module; } CFunctionObject;
Object *cfunction_new(const MethodDef *def, Object *self); /* new ref */
/* What type_ready puts in a type's dict for each MethodDef / GetSetDef
 * (immortal).  MethodDescr_Type ("method_descriptor") is callable unbound:
 * list.append(l, 1) calls def->fn(l, [1]) after checking l's type. */
typedef struct { Object ob; const MethodDef *def; Type *owner; } MethodDescrObject;
typedef struct { Object ob; const GetSetDef *def; Type *owner; } GetSetDescrObject;
extern Type MethodDescr_Type, GetSetDescr_Type;
Object *method_new(Object *func, Object *self);  /* new ref: a bound method (Python functions) */

/* ===== vm/: running Python code from the runtime ============================ */
/* vm/function.c: new ref: run a function's code with `locals` (a dict, the class
 * namespace) as its LOAD_NAME/STORE_NAME mapping and no arguments: how
 * __build_class__ runs a class body.  NULL with the exception set. */
Object *function_call_locals(Object *func, Object *locals);
/* vm/frame.c: zero-argument super(): from the innermost running Python
 * frame (the one calling super), *cls = its __class__ cell's content and
 * *self = its first argument (new refs).  0, or -1 with CPython's
 * RuntimeError ("super(): no arguments", "super(): __class__ cell not
 * found", ...). */
int frame_super_args(Object **cls, Object **self);
/* vm/generator.c: next(gen) for a generator (TYPE == &Generator_Type):
 * new ref to the next value, or NULL with StopIteration(return value) set
 * when it finishes (its iternext slot, like every iternext in fpy, returns
 * NULL *without* an exception at the end, which loses the value). */
Object *gen_next(Object *gen);

/* ===== runtime/args.c: argument parsing for builtins ====================== */
/* args_no_kw: TypeError "abs() takes no keyword arguments" if kwnames has any.
 * args_count: min <= nargs <= max (max < 0: no maximum).  The message shape
 * follows CPython and is chosen by (min, max), as in CPython:
 *   (0, 0): "list.copy() takes no arguments (1 given)"       fname "list.copy"
 *   (1, 1): "len() takes exactly one argument (2 given)"      fname "len"
 *   other:  "pop expected at most 1 argument, got 2"          fname "pop" (no "()")
 * Returns 0, or -1 with TypeError set. */
int args_no_kw_fail(const char *fname);
int args_count_fail(const char *fname, ssize_t nargs, ssize_t min, ssize_t max);
static inline int args_no_kw(const char *fname, Object *kwnames)
{
    return kwnames != NULL && ((VarObject *)kwnames)->ob_size > 0 ? args_no_kw_fail(fname) : 0;
}
static inline int args_count(const char *fname, ssize_t nargs, ssize_t min, ssize_t max)
{
    return nargs >= min && (max < 0 || nargs <= max) ? 0 : args_count_fail(fname, nargs, min, max);
}
/* The count check of CPython's PyArg_ParseTuple (METH_VARARGS functions):
 * "gmtime() takes at most 1 argument (2 given)", "exactly" when min == max.
 * 0, or -1 with TypeError. */
int args_count_tuple(const char *fname, ssize_t nargs, ssize_t min, ssize_t max);
/* The type name in "argument 1 must be str, not X": "None" for None (CPython's _PyArg_BadArgument) */
const char *args_type_name(Object *o);
/* General: names[] lists the parameter names in order (NULL-terminated);
 * the first `npos_only` are positional-only; a name starting with '$'
 * (e.g. "$key") marks it and every later one keyword-only; out[] (one slot
 * per name) receives borrowed values or NULL for missing optional ones;
 * the first `nrequired` must be present.  Errors are CPython's Argument
 * Clinic ones: "int() takes at most 2 arguments (3 given)", "sort() takes
 * no positional arguments", "round() missing required argument 'number'
 * (pos 1)", "'foo' is an invalid keyword argument for sort()".
 * Varargs functions (print, min) pass args + nargs, 0 for the keywords. */
int args_parse(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames,
               const char *const *names, int npos_only, int nrequired, Object **out);

/* ===== runtime/type.c ===================================================== */
int type_ready(Type *t);                      /* fill dict/mro from methods/getset; idempotent */
/* Header of a statically allocated type:
 *   Type List_Type = { TYPE_HEAD_INIT, .name = "list", ... };  */
#define TYPE_HEAD_INIT .ob = {OBJECT_HEAD_INIT(&Type_Type), 0}
Object *type_name_obj(Type *t);               /* new ref: str */

/* ===== runtime/moduleobject.c ==================================================== */
/* origin: where the module came from, for its repr: MODULE_PLAIN (made by
 * import from a file, or by types.ModuleType), MODULE_BUILTIN (C), MODULE_FROZEN
 * (Python compiled into fpy).  Set once, before the module is shared. */
enum { MODULE_PLAIN, MODULE_BUILTIN, MODULE_FROZEN };
typedef struct { Object ob; Object *name; Object *dict; int origin; } ModuleObject;
Object *module_new(const char *name);         /* new ref, deferred */
/* Add C functions to a module's dict. */
int module_add_functions(Object *m, const MethodDef *defs);
Object *module_dict(Object *m);               /* borrowed */
/* A built-in module (the standard modules written in C, builtins, sys):
 * a new module with these functions (defs may be NULL), immortal, and
 * registered in sys.modules under its name.  Borrowed, or NULL. */
Object *module_new_builtin(const char *name, const MethodDef *defs);

/* ===== runtime/builtins.c: the builtins module and runtime start-up ===== */
struct Interp;
/* Ready every built-in type (runtime/type_list.h), make the builtins and
 * sys modules, fill interp.  0 or -1. */
int runtime_init(struct Interp *interp);
#define TYPEDEF(c_name, builtin_name) extern Type c_name;
#include "runtime/type_list.h"
#undef TYPEDEF

Object *builtins_init(void);                  /* new ref: the builtins module */

/* ===== runtime/io.c: standard streams ==================================== */
/* print() internals, for the CLI: write to stdout/stderr through one buffered layer. */
int io_write_stdout(const char *s, size_t n);
int io_write_stderr(const char *s, size_t n);
void io_flush_all(void);
void io_set_unbuffered(void);                 /* fpy -u: stdout writes are not buffered */
/* New ref: the object of sys.stdout (fd 1), sys.stderr (2) or sys.stdin (0). */
Object *io_stream_new(int fd);

/* ===== runtime/fileobject.c: the file objects open() makes ================ */
/* _io's classes, one per layer CPython would stack (text, buffered binary
 * by mode, raw binary); one implementation behind them. */
extern Type TextIOWrapper_Type, BufferedReader_Type, BufferedWriter_Type, BufferedRandom_Type, FileIO_Type;
/* io.UnsupportedOperation (a subclass of OSError and ValueError), made at start-up. */
extern Type *Exc_UnsupportedOperation;

/* ===== gc/qsbr.c: quiescent-state-based reclamation ============
 * Delayed frees for lock-free readers of dicts and lists (essay in qsbr.c).
 * Retire only after unpublishing the pointer.  qsbr_decref_later may
 * release ready items (DECREF: arbitrary deallocators) on the spot, so
 * call it with no object lock held; qsbr_free_later never does. */
struct ThreadState;
void qsbr_free_later(void *p);         /* free(p) once no thread can still be reading it; may hold a lock */
void qsbr_decref_later(Object *o);     /* DECREF(o) once no lock-free reader can still be about to INCREF it; no lock held */
void qsbr_release_array_later(size_t *block); /* a list's item-array block: list_array_release it later; may hold a lock */
void qsbr_quiescent(struct ThreadState *ts); /* safepoint hook (EVAL_BREAKER_QSBR): report, free what is ready */
void qsbr_register(struct ThreadState *ts);  /* ts's own thread, before ts first attaches (vm/thread.c) */
void qsbr_thread_end(struct ThreadState *ts); /* ts's own thread, its job over: what waits goes to the orphans */
void qsbr_poll(void);                  /* report for this thread, advance, free what is ready */
void qsbr_world_stopped(void);         /* world stopped (the collector): every thread reports; each frees what waits at its next safepoint */
/* Other threads may be running (Python threads started, or no ThreadState);
 * inline for container writes. */
static inline bool qsbr_may_share(void)
{
    ThreadState *ts = ts_get();
    return ts == NULL || atomic_load_explicit(&ts->interp->nrunning, memory_order_acquire) > 0;
}
size_t qsbr_pending(void);             /* items this thread (plus thread-less threads) still waits to free */
uint64_t qsbr_freed_total(void);       /* items freed so far, all threads (tests) */

/* A __slots__ field of object o (runtime/descrobject.c's member
 * descriptors, the interpreter's slot caches).  Readers take no lock: a
 * load, then INCREF.  A writer swaps the new value in (an exchange, so two
 * writers never both release the same old value) and must not free the
 * old one while a reader in another thread may be about to INCREF it.
 *
 * Who pays, as for lists and dicts (docs/container-locking.md): the old
 * value waits for QSBR only once a thread other than o's owner has read
 * one of o's fields (GCB_SLOTS_SHARED in ob_gc_bits, set once, never
 * cleared while o lives), or when the writer is not the owner; an object
 * only its owner reads (a thread's own particles, updated in a loop) frees
 * at once.  There is no lock to order the flag against a store, so both
 * sides are sequentially consistent (Dekker's pattern): the reader sets
 * the flag, then loads the field; the writer exchanges the field, then
 * loads the flag.  In the single order of those four operations either the
 * writer's load sees the flag (it defers) or the reader's load comes after
 * the exchange (it never sees the old value).  Readers that find the flag
 * already set load the field seq_cst too, which puts their load after the
 * marking reader's flag store; on x86 that load is a plain move.
 * With one thread running (qsbr_may_share false) nobody else can read:
 * a plain store, and the old value goes at once. */
void slot_fields_mark_shared(Object *o);   /* a non-owner's first read of o's fields */
static inline Object *slot_field_load(Object *o, Object **slot)
{
    if (!(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_SLOTS_SHARED) && !brc_is_owner(o))
        slot_fields_mark_shared(o);
    return __atomic_load_n(slot, __ATOMIC_SEQ_CST);
}
static inline void slot_field_store(Object *o, Object **slot, Object *v) /* v: owned reference or NULL */
{
    if (!qsbr_may_share()) {
        Object *old = *slot;
        __atomic_store_n(slot, v, __ATOMIC_RELEASE);
        if (old) DECREF(old);
        return;
    }
    Object *old = __atomic_exchange_n(slot, v, __ATOMIC_SEQ_CST);
    if (old == NULL) return;
    if (brc_is_owner(o) && !(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_SEQ_CST) & GCB_SLOTS_SHARED))
        DECREF(old);
    else
        qsbr_decref_later(old);
}

/* ===== gc/perthread.c: per-thread counts for objects shared through globals =====
 * (essay in perthread.c).  pt_request: a thread that does not own o is
 * about to count a reference to it read from module globals; o becomes
 * counted per thread at this thread's next safepoint (a short stop of the
 * world).  The rest is for the collector, with the world stopped. */
void pt_request(Object *o);            /* o: not immortal, owned by another live thread; use pt_note_shared */
void pt_promote_pending(struct ThreadState *ts); /* safepoint hook (EVAL_BREAKER_PERTHREAD) */
bool pt_promotion_waits(void);         /* safepoint, that bit alone set: true while a promotion must wait */
void pt_promote_stopped(void);         /* world stopped: promote what waits */
void pt_drop_dead(void);               /* world running again: release what pt_promote_stopped found unreferenced */
void pt_fold(struct ThreadState **threads, size_t n); /* world stopped: add every array into the headers */
void pt_release(Object *o);            /* world stopped: o (per-thread, unreachable) goes back to header counting */
size_t pt_live(void);                  /* objects counted per thread now (tests, --stats) */
void pt_print_stats(FILE *out);        /* the --stats line */

/* v was just read from module globals or from an object already counted
 * per thread: if another live thread owns it, ask for it to be counted per
 * thread too.  One load and compare for the owner, immortal objects and
 * objects already asked for. */
static inline void pt_note_shared(Object *v)
{
#ifndef FPY_REFCOUNT_ATOMIC
    if (is_small(v) || (v->ob_flags & OBF_IMMORTAL)) return;
    uintptr_t tid = atomic_load_explicit((_Atomic(uintptr_t) *)&v->ob_tid, memory_order_relaxed);
    if (tid == 0 || tid == thread_id() || tid == BRC_TID_PERTHREAD) return;
    if (__atomic_load_n(&v->ob_gc_bits, __ATOMIC_RELAXED) & GCB_PERTHREAD) return;
    pt_request(v);
#else
    (void)v;
#endif
}

/* The same for an object read out of `from` (an item, a value, an
 * attribute): only when `from` is counted per thread (or waiting to be),
 * and only for an object made by the thread that made `from`: a table and
 * the entries made with it are shared data, while an item another thread
 * put there since (a queue, a work list) is passing through, and counted
 * per thread it would wait for the collector instead of being freed by
 * counting.  pt_source_origin: the thread that made `from` (its owner when
 * promoted, pt_origin), or 0 when `from` is not shared that way. */
extern uintptr_t *pt_origin;
static inline uintptr_t pt_source_origin(Object *from)
{
#ifndef FPY_REFCOUNT_ATOMIC
    uintptr_t tid = atomic_load_explicit((_Atomic(uintptr_t) *)&from->ob_tid, memory_order_acquire);
    if (tid == BRC_TID_PERTHREAD) return pt_origin[from->ob_ref_local];
    /* asked for and waiting for the next safepoint: still its owner's */
    if (__atomic_load_n(&from->ob_gc_bits, __ATOMIC_RELAXED) & GCB_PERTHREAD) return tid;
#else
    (void)from;
#endif
    return 0;
}
/* v, read out of a container whose maker is `origin` (0: not shared that
 * way): ask for it when that thread made it too.  What settles most reads
 * is tested first, on v alone: a small int, an immortal, an object of this
 * thread's, one counted per thread already. */
static inline bool pt_item_settled(Object *v, uintptr_t *tid)
{
#ifndef FPY_REFCOUNT_ATOMIC
    if (is_small(v) || (v->ob_flags & OBF_IMMORTAL)) return true;
    *tid = atomic_load_explicit((_Atomic(uintptr_t) *)&v->ob_tid, memory_order_relaxed);
    return *tid == 0 || *tid == thread_id() || *tid == BRC_TID_PERTHREAD;
#else
    (void)v;
    (void)tid;
    return true;
#endif
}
static inline void pt_note_from(uintptr_t origin, Object *v)
{
    uintptr_t tid;
    if (origin == 0 || pt_item_settled(v, &tid) || tid != origin) return;
    if (__atomic_load_n(&v->ob_gc_bits, __ATOMIC_RELAXED) & GCB_PERTHREAD) return;
    pt_request(v);
}
static inline void pt_note_item(Object *from, Object *v)
{
#ifndef FPY_REFCOUNT_ATOMIC
    /* most reads: from is nobody's shared container (one load, its own
     * header, which the read has just touched) */
    uintptr_t ftid = atomic_load_explicit((_Atomic(uintptr_t) *)&from->ob_tid, memory_order_relaxed);
    if (ftid != BRC_TID_PERTHREAD && !(__atomic_load_n(&from->ob_gc_bits, __ATOMIC_RELAXED) & GCB_PERTHREAD))
        return;
    uintptr_t tid;
    if (pt_item_settled(v, &tid)) return; /* before the origin's lookup */
    if (tid != pt_source_origin(from)) return;
    if (__atomic_load_n(&v->ob_gc_bits, __ATOMIC_RELAXED) & GCB_PERTHREAD) return;
    pt_request(v);
#else
    (void)from;
    (void)v;
#endif
}

/* ===== gc/collect.c: the cycle collector (the gc module: modules/gcmodule.c) === */
/* Run a full collection now: stops the world, frees unreachable cycles and
 * unreachable deferred objects.  Returns CPython's gc.collect() count (the
 * objects in or hanging from unreachable cycles), 0 when called from inside
 * a collection.  The caller is attached; waits (detached) for a collection
 * running on another thread to finish first. */
ssize_t gc_collect(void);
bool gc_is_enabled(void);
void gc_set_enabled(bool on);           /* automatic collection on/off */
void gc_get_threshold(ssize_t out[3]);
void gc_set_threshold(ssize_t t0, ssize_t t1, ssize_t t2); /* t0 == 0: no automatic collection */
ssize_t gc_get_count(void);             /* tracked allocations minus frees since the last collection */
ssize_t gc_get_young_since_full(void);  /* young collections since the last full one */
/* Leaf lists (gc/collect.c's essay, gc/young.c).  gc_leaf_born: o, just
 * allocated by this thread, holds no tracked object (a leaf from birth):
 * off the young list, no young collection reads it.  gc_leaf_ended: o, a
 * leaf until now, was given a tracked object: young again. */
void gc_leaf_born(Object *o);
void gc_leaf_ended(Object *o);
/* gc.get_objects(generation): gen -1 every live tracked object, 0 the
 * young ones, 1 none, 2 the old ones; a malloc'd array of new references
 * (n of them), NULL when out of memory.  gc.freeze() / unfreeze() /
 * get_freeze_count(): frozen objects are never examined by a collection. */
Object **gc_get_objects(int gen, size_t *n);
void gc_freeze(void);
void gc_unfreeze(void);
size_t gc_get_freeze_count(void);
/* gc.collect(generation): 0 and 1 run a young collection (the objects
 * tracked since the last collection, gc/young.c), 2 a full one. */
ssize_t gc_collect_generation(int gen);
/* --stats counters, per kind of collection (kept always: written once per
 * collection).  examined: young records looked at (young), heap blocks
 * visited (full); p50/p99 are filled in by gc_get_stats. */
typedef struct {
    uint64_t collections, examined, freed, found; /* found: CPython's count (gc.get_stats' "collected") */
    uint64_t pause_total_us, pause_max_us, pause_p50_us, pause_p99_us;
} GcGenStats;
typedef struct {
    GcGenStats young, full;
} GcStats;
GcStats gc_get_stats(void);
void gc_print_stats(FILE *out);         /* all of --stats: these, perthread's and stats_print's lines */
/* gc/stats.c: the reference-count counters' --stats lines (-Dstats=true;
 * otherwise one line saying they are not compiled in). */
void stats_print(FILE *out);
/* For tests: is p a live object in some thread's GC heap (a heap walk, the
 * world stopped)?  A freed block must answer false. */
bool gc_heap_has_live(const Object *p);

#endif
