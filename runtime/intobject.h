/* intobject.h: the inside of an int, for the files that must reach an
 * int's GMP value: the numbers files (int.c, intconv.c, bool.c, float.c,
 * floatrepr.c, format.c), the modules that compute on big ints
 * (modules/mathmodule.c: factorial, comb, isqrt, ...; modules/randommodule.c:
 * seeding and getrandbits) and the unit test tests/unit/test_bigint.c.
 *
 * An int is one of three things:
 *   - a tagged small int (object.h): SMALL_MIN..SMALL_MAX, no allocation;
 *   - True or False: statically allocated objects of Bool_Type whose value
 *     is their identity (1 and 0);
 *   - a BigIntObject: a GMP mpz_t whose limbs GMP allocates through
 *     mimalloc (int_init installs mi_malloc & co.).
 *
 * Invariant (normalisation): an *exact* int (Int_Type) object always holds
 * a value outside the small range.  Every operation that produces an int
 * goes through int_from_big(), which hands back a tagged small int when the
 * value fits.  So "is_small(o)" is the whole test for "fits a machine
 * word" on exact ints, and equal ints are either both small or both big.
 * (int subclasses may hold any value in their mpz: code must use
 * int_view()/int_small_value(), never assume.)
 */
#ifndef FPY_INTOBJECT_H
#define FPY_INTOBJECT_H

#include <gmp.h>

#include "runtime/api.h"

typedef struct {
    Object ob;
    mpz_t z;
} BigIntObject;

#define BIG(o) (((BigIntObject *)(o))->z)

/* The value of an int when it is small or a bool: true and *out set;
 * false for a big int object (no exception). */
static inline bool int_small_value(const Object *o, intptr_t *out)
{
    if (is_small(o)) { *out = small_val(o); return true; }
    if (o == True) { *out = 1; return true; }
    if (o == False) { *out = 0; return true; }
    return false;
}

/* A read-only mpz view of any int, without allocating: small values live
 * in the view's own limb (so the view must outlive every use of the
 * returned pointer and must not be copied). */
typedef struct {
    mpz_t z;
    mp_limb_t limb;
} MpzView;

static inline mpz_srcptr int_view(Object *o, MpzView *v)
{
    intptr_t x;
    if (!int_small_value(o, &x)) return BIG(o);
    /* |SMALL_MIN| = 2**62 fits one 64-bit limb */
    v->limb = x < 0 ? (mp_limb_t)0 - (mp_limb_t)x : (mp_limb_t)x;
    mpz_roinit_n(v->z, &v->limb, x < 0 ? -1 : (x > 0 ? 1 : 0));
    return v->z;
}

/* New ref: a fresh exact big int object holding 0 (mpz_init does not
 * allocate), for an operation to compute into; then int_from_big(). */
BigIntObject *bigint_alloc(void);
/* Steals r: normalises (a small int if the value fits, r freed). */
Object *int_from_big(BigIntObject *r);
/* New ref: an int equal to z (copied). */
Object *int_from_mpz(mpz_srcptr z);
/* int -> double correctly rounded (round-half-even); false on overflow
 * (no exception set). */
bool mpz_to_double_checked(mpz_srcptr z, double *out);
/* Does comparison result c (-1, 0, 1, or 2 = unordered, a NaN was
 * involved) satisfy the operator op (CMP_LT...)? */
static inline bool cmp_holds(int c, int op)
{
    switch (op) {
    case CMP_LT: return c == -1;
    case CMP_LE: return c == -1 || c == 0;
    case CMP_EQ: return c == 0;
    case CMP_NE: return c != 0;
    case CMP_GT: return c == 1;
    default: return c == 1 || c == 0; /* CMP_GE */
    }
}

/* int.c <-> intconv.c <-> float.c internals */
Object *int_repr(Object *o);                                   /* new ref (intconv.c) */
Object *int_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames); /* int(...) */
Object *int_pos(Object *a);                                    /* new ref: +a as an exact int */
Object *int_abs(Object *a);
Object *int_invert(Object *a);
Object *int_float_slot(Object *a);                             /* new ref: float(a) */
int int_bool(Object *a);
Object *float_pow_doubles(double x, double y);                 /* new ref: x ** y as CPython's float_pow */

/* int()/float() text: ASCII as is, Unicode spaces -> ' ', Unicode decimal
 * digits -> ASCII digits, other characters -> '?' (intconv.c).  Returns s
 * or a malloc'd copy stored in *tofree; NULL + MemoryError. */
const char *number_ascii(const char *s, ssize_t n, ssize_t *outlen, char **tofree);

/* PyOS_double_to_string into buf, or a malloc'd buffer when it does not
 * fit (free a result != buf); NULL on memory failure, no exception
 * (floatrepr.c). */
char *float_to_buf(double v, char code, int precision, int flags, char *buf, size_t bufsize);

/* The largest number of decimal digits int <-> str converts (sys.set_int_max_str_digits). */
extern _Atomic int int_max_str_digits;

#endif
