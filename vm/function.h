/* function.h: Python functions, cells (closures) and bound methods.
 *
 * A function is code plus the environment it runs in: its globals, its
 * default values and its closure (a tuple of cells).  Functions are
 * deferred objects (gc/deferred.c): the interpreter's stack does not count
 * references to them, so calling a global function writes nothing to it.
 */
#ifndef FPY_FUNCTION_H
#define FPY_FUNCTION_H

#include "runtime/api.h"
#include "vm/code.h"
#include "vm/eval.h"
#include "vm/frame.h"

typedef struct {
    Object ob;
    CodeObject *code;     /* owned */
    Object *globals;      /* dict, owned */
    Object *name;         /* str, owned */
    Object *qualname;     /* str, owned */
    Object *defaults;     /* tuple or NULL, owned */
    Object *kwdefaults;   /* dict or NULL, owned */
    Object *closure;      /* tuple of cells or NULL, owned */
    Object *module;       /* globals['__name__'] at creation, or NULL, owned */
    Object *doc;          /* owned (None) */
    Object *dict;         /* function attributes (f.x = 1) or NULL, owned */
    Object *annotations;  /* __annotations__: dict or NULL (none yet), owned; set by MAKE_FUNCTION,
                           * made on first read by a compare-and-swap, replaced by assignment
                           * (atomic exchange; the old dict is released through QSBR) */
} FunctionObject;

/* Locking rule: a cell may be shared by closures running in several
 * threads, so `ref` is read (with its count taken) and written under the
 * cell's ob_mutex (runtime/lock.h); the old content is released after
 * unlocking.  Exception: a frame's fresh cells before the frame runs. */
typedef struct {
    Object ob;
    Object *ref;          /* the content (owned), NULL = empty */
} CellObject;

typedef struct {
    Object ob;
    Object *func;         /* owned */
    Object *self;         /* owned */
} MethodObject;

extern Type Function_Type, Cell_Type, Method_Type;

static inline bool is_function(const Object *o) { return TYPE(o) == &Function_Type; }

/* New ref: a function of code co (borrowed: INCREF'd) in globals. */
Object *function_new(CodeObject *co, Object *globals);
/* New ref: a cell holding v (borrowed: INCREF'd; NULL = empty). */
Object *cell_new(Object *v);

/* Bind args/kwnames to the parameters of fn into f's localsplus (fresh
 * frame, all NULL): every stored value is a new stack reference
 * (STACK_INCREF); args are borrowed.  Then make the cells and copy the
 * closure.  0, or -1 with CPython's TypeError for a bad call. */
int function_bind(FunctionObject *fn, Frame *f, Object *const *args, ssize_t nargs, Object *kwnames);
/* Make the cells of a fresh frame (cell2arg copies) and copy the free
 * variables from the closure tuple (may be NULL).  0 or -1. */
int function_init_cells(Frame *f, Object *closure);


#endif
