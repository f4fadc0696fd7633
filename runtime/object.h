/* object.h: the object model every part of fpy shares.
 *
 * A Python value in fpy is an `Object *`.  Two kinds of value hide behind it:
 *
 *   - a *tagged small int*: the pointer's low bit is 1 and the remaining 63
 *     bits hold a signed integer (SMALL_MIN .. SMALL_MAX).  It costs no
 *     allocation and is never reference counted, so loops over ints write no
 *     memory shared between threads.  Never dereference one: use TYPE(o),
 *     never o->ob_type.
 *   - a pointer to a heap object, which starts with the header below.
 *
 * The header carries the *biased reference count* (gc/refcount.h explains
 * it): the owning thread counts in ob_ref_local with plain instructions,
 * every other thread counts atomically in ob_ref_shared.  Immortal objects
 * (None, True, False, types, interned strings, code constants) are never
 * counted; deferred objects (functions, code, modules) are not counted by
 * the interpreter's own stack (gc/deferred.c).
 *
 * Ownership convention (as in CPython): a function documented "new ref"
 * returns a reference the caller must release; "borrowed" means it must not.
 * Arguments are borrowed unless the comment says "steals".
 *
 * Error convention: a function returning Object * returns NULL with an
 * exception set on the current thread state (err_set / err_format); one
 * returning int returns -1.  Never longjmp.
 */
#ifndef FPY_OBJECT_H
#define FPY_OBJECT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

typedef struct Object Object;
typedef struct Type Type;

/* FPY_ASSERT(cond, "the invariant it guards"): checked in -Ddebug_checks builds. */
#ifdef FPY_DEBUG
void fpy_assert_fail(const char *cond, const char *msg, const char *file, int line);
#define FPY_ASSERT(cond, msg) ((cond) ? (void)0 : fpy_assert_fail(#cond, (msg), __FILE__, __LINE__))
#else
#define FPY_ASSERT(cond, msg) ((void)0)
#endif

/* ---- the header ------------------------------------------------------ */

/* The first 8 bytes (ob_tid) may be overwritten by mimalloc's free list
 * once a block is freed; the ALIVE bit therefore lives in ob_gc_bits,
 * past them, so a heap walk never mistakes a freed block for an object. */
struct Object {
    uintptr_t ob_tid;                /* owning thread id; 0 = merged, no owner */
    uint16_t ob_flags;               /* OBF_* below: fixed at creation */
    uint8_t ob_mutex;                /* per-object lock byte (runtime/lock.h) */
    uint8_t ob_gc_bits;              /* GCB_* below: collector state */
    uint32_t ob_ref_local;           /* owner's count: owner thread only */
    _Atomic(intptr_t) ob_ref_shared; /* others' count, in steps of 4; low 2 bits: BRC_QUEUED, BRC_MERGED */
    Type *ob_type;
};

/* Variable-size objects (tuple, str, big int...) keep their length here. */
typedef struct {
    Object ob;
    ssize_t ob_size;
} VarObject;

enum {
    OBF_IMMORTAL = 1 << 0, /* never counted, never freed */
    OBF_DEFERRED = 1 << 1, /* stack references not counted; freed by the collector */
    OBF_INTERNED = 1 << 2, /* str only: in the intern table (implies immortal) */
    OBF_STATIC = 1 << 3,   /* statically allocated (not from a heap) */
};
/* The top 4 bits of ob_flags: the block's class in the block cache
 * (gc/alloc.h), 0 when it is not cached when freed. */
#define OBF_BLOCK_SHIFT 12
#define OBF_BLOCK_MASK (15u << OBF_BLOCK_SHIFT)

enum {
    GCB_ALIVE = 1 << 0,     /* set at allocation, cleared at free */
    GCB_TRACKED = 1 << 1,   /* in the collector's view (container types) */
    GCB_REACHABLE = 1 << 2, /* collector scratch */
    GCB_FROZEN = 1 << 3,    /* gc.freeze(): never examined by a collection until gc.unfreeze() */
    GCB_PERTHREAD = 1 << 4, /* asked to be, or is, counted per thread; holds the collector's reference (gc/perthread.c) */
    GCB_SLOTS_SHARED = 1 << 5, /* a non-owner has read a __slots__ field lock-free (api.h's slot_field_load) */
    /* bit 6: the collector's scratch (gc/collect.c) */
    GCB_WEAKREFS = 1 << 7, /* weakly referenced, or a weak reference: dies through gc/weakref.c's protocol */
};

/* Initialiser for statically allocated, immortal objects (types, None...). */
#define OBJECT_HEAD_INIT(type)                                                          \
    {.ob_tid = 0, .ob_flags = OBF_IMMORTAL | OBF_STATIC, .ob_mutex = 0,                 \
     .ob_gc_bits = GCB_ALIVE, .ob_ref_local = UINT32_MAX, .ob_ref_shared = 0,           \
     .ob_type = (type)}

/* ---- tagged small ints ------------------------------------------------ */

#define SMALL_MAX (INTPTR_MAX >> 1)
#define SMALL_MIN (INTPTR_MIN >> 1)

static inline bool is_small(const Object *o) { return ((uintptr_t)o & 1) != 0; }
static inline intptr_t small_val(const Object *o) { return (intptr_t)o >> 1; }
/* v must be within SMALL_MIN..SMALL_MAX; use int_from_i64 otherwise. */
static inline Object *small_new(intptr_t v) { return (Object *)(((uintptr_t)v << 1) | 1); }
static inline bool small_fits(intptr_t v) { return v >= SMALL_MIN && v <= SMALL_MAX; }

extern Type Int_Type;
static inline Type *TYPE(const Object *o) { return is_small(o) ? &Int_Type : o->ob_type; }
#define TYPE_NAME(o) (TYPE(o)->name)

/* ---- type objects ----------------------------------------------------- */

/* The calling convention everywhere (CPython's "vectorcall"): positional
 * arguments args[0..nargs-1], then the keyword arguments' values, whose
 * names are the str items of the tuple kwnames (NULL when there are none).
 * All borrowed.  Returns a new ref or NULL. */
typedef Object *(*CallFunc)(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames);
/* A builtin method or function: self is the bound object (or the module /
 * NULL for plain functions, the type for METH_CLASS). */
typedef Object *(*CFunc)(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);

typedef Object *(*UnaryFunc)(Object *);
typedef Object *(*BinaryFunc)(Object *, Object *);
typedef Object *(*TernaryFunc)(Object *, Object *, Object *);
typedef int (*InquiryFunc)(Object *);              /* -1 error, else 0/1 */
typedef ssize_t (*LenFunc)(Object *);              /* -1 error */
typedef ssize_t (*HashFunc)(Object *);             /* -1 error (a real -1 becomes -2) */
typedef int (*SetItemFunc)(Object *, Object *, Object *); /* value NULL = delete */
typedef int (*ContainsFunc)(Object *, Object *);   /* -1 error, else 0/1 */
typedef Object *(*RichCmpFunc)(Object *, Object *, int op); /* may return NotImplemented */
typedef Object *(*GetAttrFunc)(Object *, Object *name);
typedef int (*SetAttrFunc)(Object *, Object *name, Object *value); /* value NULL = delete */
typedef void (*DeallocFunc)(Object *);
typedef int (*VisitFunc)(Object *, void *arg);
typedef int (*TraverseFunc)(Object *, VisitFunc visit, void *arg);
typedef Object *(*GetterFunc)(Object *self, void *closure);
typedef int (*SetterFunc)(Object *self, Object *value, void *closure);

/* Comparison operators, in CPython's order. */
enum { CMP_LT = 0, CMP_LE = 1, CMP_EQ = 2, CMP_NE = 3, CMP_GT = 4, CMP_GE = 5 };

enum {
    METH_DEFAULT = 0,
    METH_STATIC = 1, /* no self: self is NULL */
    METH_CLASS = 2,  /* self is the type */
};

typedef struct {
    const char *name;
    CFunc fn;
    int flags; /* METH_* */
} MethodDef;

typedef struct {
    const char *name;
    GetterFunc get;
    SetterFunc set; /* NULL: read-only */
    void *closure;
} GetSetDef;

enum {
    TPF_GC = 1 << 0,        /* instances may hold references: tracked, allocated from the GC heap */
    TPF_BASETYPE = 1 << 1,  /* may be subclassed */
    TPF_HEAPTYPE = 1 << 2,  /* created by a class statement */
    TPF_INT_SUBCLASS = 1 << 3,
    TPF_STR_SUBCLASS = 1 << 4,
    TPF_TUPLE_SUBCLASS = 1 << 5,
    TPF_LIST_SUBCLASS = 1 << 6,
    TPF_DICT_SUBCLASS = 1 << 7,
    TPF_EXC_SUBCLASS = 1 << 8, /* BaseException and its subclasses */
    TPF_TYPE_SUBCLASS = 1 << 9,
    TPF_WEAKREFABLE = 1 << 10, /* instances accept weak references (gc/weakref.c) */
    TPF_ABSTRACT = 1 << 11,    /* __abstractmethods__ is non-empty: object.__new__ refuses */
    TPF_READY = 1 << 15,
};

struct Type {
    VarObject ob;
    const char *name;       /* "int", "list", ... */
    size_t basicsize;       /* bytes of an instance (fixed part) */
    size_t itemsize;        /* bytes per item of a variable-size instance */
    unsigned flags;         /* TPF_* */
    Type *base;             /* single base (object for most) */
    Object *bases;          /* tuple of bases (filled by type_ready) */
    Object *mro;            /* tuple (filled by type_ready) */
    Object *dict;           /* attributes: methods, getsets, class attrs (filled by type_ready) */

    DeallocFunc dealloc;    /* release references, then obj_free() */
    TraverseFunc traverse;  /* visit every referenced object (collector) */
    InquiryFunc clear;      /* drop references that may form cycles */

    UnaryFunc repr;
    UnaryFunc str;          /* NULL: use repr */
    HashFunc hash;          /* NULL: unhashable */
    RichCmpFunc richcompare;
    GetAttrFunc getattr;    /* NULL: obj_generic_getattr */
    SetAttrFunc setattr;    /* NULL: read-only attributes */
    CallFunc call;          /* NULL: not callable */
    CallFunc new;           /* called as new(type, args...): construct an instance */

    UnaryFunc iter;         /* new iterator */
    UnaryFunc iternext;     /* new ref; NULL without exception = exhausted */

    /* number protocol: binary slots get the operands in source order and
     * return NotImplemented when they do not handle the pair. */
    BinaryFunc nb_add, nb_sub, nb_mul, nb_truediv, nb_floordiv, nb_mod, nb_divmod;
    TernaryFunc nb_pow;     /* third argument None when absent */
    BinaryFunc nb_lshift, nb_rshift, nb_and, nb_or, nb_xor, nb_matmul;
    BinaryFunc nb_inplace_add, nb_inplace_mul, nb_inplace_or, nb_inplace_and,
        nb_inplace_xor, nb_inplace_sub;   /* optional: mutable containers */
    UnaryFunc nb_neg, nb_pos, nb_invert, nb_abs;
    InquiryFunc nb_bool;
    UnaryFunc nb_int, nb_float, nb_index;

    /* sequence / mapping protocol */
    LenFunc len;
    BinaryFunc getitem;     /* o[key]: key may be an int, a slice, anything */
    SetItemFunc setitem;    /* o[key] = v; v NULL = del o[key] */
    ContainsFunc contains;  /* x in o */
    BinaryFunc sq_concat;   /* seq + other (str, list, tuple): after nb_add fails */
    BinaryFunc sq_repeat;   /* seq * n: n is an int */

    const MethodDef *methods; /* NULL-terminated */
    const GetSetDef *getset;  /* NULL-terminated */
    size_t dictoffset;        /* offset of the instance __dict__ pointer; 0 = no __dict__ */
    struct InstKeys *inst_keys; /* classes: names stored in the instances (runtime/instance.c); NULL = dict only */
};

/* The base of all types. */
extern Type Object_Type, Type_Type;

/* ---- singletons (immortal, statically allocated) ------------------------ */

extern Object None_Obj, NotImplemented_Obj, Ellipsis_Obj;
extern Object True_Obj, False_Obj; /* really BoolObject, see runtime/bool.c */
#define None (&None_Obj)
#define NotImplemented (&NotImplemented_Obj)
#define Ellipsis (&Ellipsis_Obj)
#define True (&True_Obj)
#define False (&False_Obj)
static inline Object *bool_from(bool b) { return b ? True : False; }

/* ---- type checks --------------------------------------------------------- */

extern Type Bool_Type, Float_Type, Str_Type, Bytes_Type, List_Type, Tuple_Type, Dict_Type,
    Set_Type, FrozenSet_Type, Range_Type, Slice_Type, NoneType_Type, NotImplementedType_Type,
    Ellipsis_Type, CFunction_Type;

/* exact type, or subclass via flag */
static inline bool is_int(const Object *o) { return is_small(o) || (o->ob_type->flags & TPF_INT_SUBCLASS); }
static inline bool is_bool(const Object *o) { return o == True || o == False; }
static inline bool is_float(const Object *o) { return TYPE(o) == &Float_Type; }
static inline bool is_str(const Object *o) { return !is_small(o) && (o->ob_type->flags & TPF_STR_SUBCLASS); }
static inline bool is_tuple(const Object *o) { return !is_small(o) && (o->ob_type->flags & TPF_TUPLE_SUBCLASS); }
static inline bool is_list(const Object *o) { return !is_small(o) && (o->ob_type->flags & TPF_LIST_SUBCLASS); }
static inline bool is_dict(const Object *o) { return !is_small(o) && (o->ob_type->flags & TPF_DICT_SUBCLASS); }
static inline bool is_type(const Object *o) { return !is_small(o) && (o->ob_type->flags & TPF_TYPE_SUBCLASS); }
static inline bool is_exc(const Object *o) { return !is_small(o) && (o->ob_type->flags & TPF_EXC_SUBCLASS); }
static inline bool is_set_or_frozen(const Object *o) { return TYPE(o) == &Set_Type || TYPE(o) == &FrozenSet_Type; }

/* exact type (CPython's PyList_CheckExact...): a fast path that reads a
 * container's items directly, bypassing its type's slots, must use these,
 * so that a subclass overriding __iter__, __getitem__ or keys() is served
 * by the protocol instead.  (The is_* checks above accept subclasses: use
 * them where CPython uses PyList_Check, e.g. to read the layout itself.) */
static inline bool is_list_exact(const Object *o) { return TYPE(o) == &List_Type; }
static inline bool is_tuple_exact(const Object *o) { return TYPE(o) == &Tuple_Type; }
static inline bool is_dict_exact(const Object *o) { return TYPE(o) == &Dict_Type; }
static inline bool is_str_exact(const Object *o) { return TYPE(o) == &Str_Type; }

/* ---- allocation (gc/alloc.c, gc/immortal.c, gc/deferred.c) ------------------------------------ */

/* New ref: an instance of t of `size` bytes, header initialised (owner =
 * current thread, count 1, ALIVE), the rest zeroed.  From the thread's GC
 * heap when t has TPF_GC (and then GCB_TRACKED).  NULL + MemoryError. */
Object *obj_alloc(Type *t, size_t size);
/* obj_alloc without zeroing the body: for a creator that sets every
 * field before anything can look (float_new). */
Object *obj_alloc_raw(Type *t, size_t size);
/* Return the memory of a dead object to its heap (called by dealloc). */
void obj_free(Object *o);
/* The last step of obj_free: the block goes back to mimalloc. */
void obj_free_block(Object *o);
/* Resize a variable-size object owned by nobody else (str/tuple building). */
Object *obj_realloc(Object *o, size_t size);
/* Could one request of n bytes ever be satisfied (n <= RAM + swap)?  Big
 * arrays allocated with malloc check it first and raise MemoryError at
 * once when not (gc/alloc.c).  Always true below MEM_FITS_ALWAYS (1 GiB):
 * hot paths test that first and skip the call. */
#define MEM_FITS_ALWAYS ((size_t)1 << 30)
bool mem_fits(size_t n);
/* Make an object immortal: never counted again, never freed. */
void obj_make_immortal(Object *o);
/* Turn on deferred counting (functions, code, modules: gc/deferred.c). */
void obj_set_deferred(Object *o);

static inline bool obj_is_immortal(const Object *o) { return is_small(o) || (o->ob_flags & OBF_IMMORTAL); }

#endif
