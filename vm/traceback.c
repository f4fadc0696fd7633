/* traceback.c: recording where an exception went.
 *
 * An exception carries its traceback as a list of (filename, lineno,
 * funcname) entries, with the failing instruction's column span added
 * when the code object has one (vm/code.h code_span) (runtime/api.h
 * ExcObject); exc_print() (runtime/error.c) prints them in CPython's
 * layout, outermost first, with the span's ~~~^^^ markers.  The interpreter adds one
 * entry per frame the exception passes through: the frame where it is
 * raised (at the failing instruction's line), then each caller as the
 * exception unwinds into it (at the line of its call).  The entries are
 * therefore produced innermost first, and exc_add_traceback appends each
 * new one: unwinding N frames costs O(N) (CPython links each new
 * traceback object in front of its chain, also O(1) per frame).  A
 * re-raise (bare `raise`, RERAISE) adds nothing: the frame is already
 * listed.
 *
 * Python sees the same entries as `traceback` objects (e.__traceback__,
 * __exit__'s third argument).  Rather than keep a second, linked
 * representation, a traceback object is a view: (entry list, depth), the
 * first (innermost) `depth` entries of the list, whose head is entry
 * depth - 1.  The list only ever grows at the end, so a view's entries
 * stay what they were when the view was made,
 * exactly like CPython's chain whose head keeps being replaced while the
 * old links stay put.  tb_next is a view one shorter, made on first use
 * and kept; the exception keeps the last head it handed out (traceback_of),
 * so `e.__traceback__ is e.__traceback__` and old heads stay linked in
 * the chain, as in CPython.  Nothing is built unless Python asks, so
 * raising costs what it did before.  fpy has
 * no frame objects and keeps no instruction offset in an entry: tb_frame
 * and tb_lasti are not provided.
 */
#include "runtime/api.h"
#include "vm/eval.h"
#include "runtime/lock.h"

int traceback_add_frame(Object *exc, Frame *f, int instr)
{
    CodeObject *co = f->code;
    if (!is_exc(exc)) return 0;
    int col, end_line, end_col;
    if (code_span(co, instr, &col, &end_line, &end_col))
        return exc_add_traceback_span(exc, co->filename, code_line(co, instr), co->name, col, end_line, end_col);
    return exc_add_traceback(exc, co->filename, code_line(co, instr), co->name);
}

typedef struct {
    Object ob;
    Object *entries; /* the exception's list, shared; only grows at the end */
    ssize_t depth;   /* this view is the last `depth` entries, depth >= 1 */
    Object *next;    /* tb_next once asked for (or linked by traceback_of), or NULL; the view's lock */
} TracebackObject;

static Object *tb_make(Object *entries, ssize_t depth)
{
    TracebackObject *tb = (TracebackObject *)obj_alloc(&Traceback_Type, sizeof(TracebackObject));
    if (tb == NULL) return NULL;
    tb->entries = NEWREF(entries);
    tb->depth = depth;
    return (Object *)tb;
}

/* The exception keeps the last head it handed out (tb_view).  While no
 * entry was added it is still the head: the same object, as CPython's
 * e.__traceback__ is.  Once outer entries were added, the new head's
 * chain is built down to the old head and linked to it, so the views
 * handed out before stay in the chain, as CPython's older traceback
 * objects do. */
Object *traceback_of(Object *exc)
{
    ExcObject *e = (ExcObject *)exc;
    Object *entries = e->traceback;
    ssize_t n = entries ? list_len(entries) : 0;
    if (n == 0) return NEWREF(None);
    TracebackObject *old = (TracebackObject *)e->tb_view;
    /* the view stands for the first old->depth entries (of this list, or
     * of the list __traceback__ was set from: the same entries) */
    if (old != NULL && old->depth > n) old = NULL;
    if (old != NULL && old->depth == n) return NEWREF((Object *)old);
    Object *head = tb_make(entries, n);
    if (head == NULL) return NULL;
    TracebackObject *t = (TracebackObject *)head;
    ssize_t stop = old ? old->depth : 0;
    while (t->depth - 1 > stop) {
        Object *nx = tb_make(entries, t->depth - 1);
        if (nx == NULL) {
            DECREF(head);
            return NULL;
        }
        t->next = nx;
        t = (TracebackObject *)nx;
    }
    if (old != NULL) t->next = NEWREF((Object *)old);
    SETREF(e->tb_view, NEWREF(head));
    return head;
}

/* new ref: this view's entry tuple (the list is read under its lock: another
 * thread may be unwinding the same exception). */
static Object *tb_entry(TracebackObject *tb)
{
    Object *l = tb->entries;
    obj_lock(l);
    ssize_t n = ((ListObject *)l)->ob.ob_size;
    Object *e = tb->depth <= n ? NEWREF(((ListObject *)l)->items[tb->depth - 1]) : NULL;
    obj_unlock(l);
    if (e == NULL) err_set(&Exc_SystemError, "traceback entry list shrank");
    return e;
}

int traceback_entries(Object *tb, Object **out)
{
    *out = NULL;
    if (tb == None) return 0;
    if (is_small(tb) || TYPE(tb) != &Traceback_Type) {
        err_set(&Exc_TypeError, "__traceback__ must be a traceback or None");
        return -1;
    }
    TracebackObject *t = (TracebackObject *)tb;
    Object *l = list_new(0);
    if (l == NULL) return -1;
    for (ssize_t d = 1; d <= t->depth; d++) { /* innermost first, as the exception keeps them */
        TracebackObject view = *t;
        view.depth = d;
        Object *e = tb_entry(&view);
        if (e == NULL || list_append_steal(l, e) < 0) {
            DECREF(l);
            return -1;
        }
    }
    *out = l;
    return 0;
}

static Object *tb_get_next(Object *o, void *c)
{
    (void)c;
    TracebackObject *tb = (TracebackObject *)o;
    if (tb->depth <= 1) return NEWREF(None);
    obj_lock(o); /* two threads may ask at once: one next view */
    if (tb->next == NULL) tb->next = tb_make(tb->entries, tb->depth - 1);
    Object *r = tb->next ? NEWREF(tb->next) : NULL;
    obj_unlock(o);
    return r;
}

static Object *tb_get_lineno(Object *o, void *c)
{
    (void)c;
    Object *e = tb_entry((TracebackObject *)o);
    if (e == NULL) return NULL;
    Object *r = NEWREF(tuple_get(e, 1));
    DECREF(e);
    return r;
}

static int tb_traverse(Object *o, VisitFunc visit, void *arg)
{
    TracebackObject *tb = (TracebackObject *)o;
    if (tb->entries && visit(tb->entries, arg)) return 1;
    return tb->next && visit(tb->next, arg);
}

static int tb_clear(Object *o)
{
    CLEAR(((TracebackObject *)o)->entries);
    CLEAR(((TracebackObject *)o)->next);
    return 0;
}

static void tb_dealloc(Object *o)
{
    tb_clear(o);
    obj_free(o);
}

static const GetSetDef tb_getset[] = {
    {"tb_next", tb_get_next, NULL, NULL},
    {"tb_lineno", tb_get_lineno, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Traceback_Type = {
    TYPE_HEAD_INIT,
    .name = "traceback",
    .basicsize = sizeof(TracebackObject),
    .flags = TPF_GC,
    .dealloc = tb_dealloc,
    .traverse = tb_traverse,
    .clear = tb_clear,
    .getset = tb_getset,
};
