/* bool.c: True and False.
 *
 * bool is a subclass of int (TPF_INT_SUBCLASS, base Int_Type) with exactly
 * two instances, statically allocated and immortal.  They carry no value
 * field: their value is their identity (True is 1, False is 0), which
 * int_small_value() in intobject.h reads with two pointer compares, so
 * every int operation accepts them without a branch on the type.
 *
 * What is bool's own: repr/str ("True"/"False"), the constructor (truth
 * of the argument), and & | ^, which stay bool when both operands are
 * bools.  Everything else is int arithmetic (True + True == 2) and comes
 * back as an exact int.  bool cannot be subclassed (no TPF_BASETYPE).
 */
#include <string.h>

#include "runtime/intobject.h"

Object True_Obj = OBJECT_HEAD_INIT(&Bool_Type);
Object False_Obj = OBJECT_HEAD_INIT(&Bool_Type);

/* New ref (an immortal interned str). */
static Object *bool_repr(Object *o)
{
    return NEWREF(str_intern_cstr(o == True ? "True" : "False"));
}

#define BOOL_BITWISE(name, op, intfn)                          \
    static Object *name(Object *a, Object *b)                  \
    {                                                          \
        if (is_bool(a) && is_bool(b))                          \
            return bool_from(((a == True) op (b == True)) != 0); \
        return intfn(a, b);                                    \
    }
BOOL_BITWISE(bool_and, &, int_and)
BOOL_BITWISE(bool_or, |, int_or)
BOOL_BITWISE(bool_xor, ^, int_xor)

/* New ref: bool(), bool(x). */
static Object *bool_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)type;
    if (kwnames != NULL && tuple_len(kwnames) > 0) return err_set(&Exc_TypeError, "bool() takes no keyword arguments");
    if (nargs > 1) return err_format(&Exc_TypeError, "bool expected at most 1 argument, got %zd", nargs);
    if (nargs == 0) return False;
    int t = obj_is_true(args[0]);
    if (t < 0) return NULL;
    return bool_from(t);
}

static int bool_bool(Object *o) { return o == True; }

Type Bool_Type = {
    .ob = {.ob = OBJECT_HEAD_INIT(&Type_Type)},
    .name = "bool",
    .basicsize = sizeof(Object),
    .flags = TPF_INT_SUBCLASS,
    .base = &Int_Type,
    .repr = bool_repr,
    .hash = int_hash,
    .richcompare = int_richcompare,
    .new = bool_new,
    .nb_add = int_add,
    .nb_sub = int_sub,
    .nb_mul = int_mul,
    .nb_truediv = int_truediv,
    .nb_floordiv = int_floordiv,
    .nb_mod = int_mod,
    .nb_divmod = int_divmod,
    .nb_pow = int_pow,
    .nb_lshift = int_lshift,
    .nb_rshift = int_rshift,
    .nb_and = bool_and,
    .nb_or = bool_or,
    .nb_xor = bool_xor,
    .nb_neg = int_neg,
    .nb_pos = int_pos,
    .nb_invert = int_invert,
    .nb_abs = int_abs,
    .nb_bool = bool_bool,
    .nb_int = int_pos,
    .nb_float = int_float_slot,
    .nb_index = int_pos,
};
