/* error.c: raising, fetching and matching exceptions.
 *
 * The idea.  fpy never unwinds the C stack by longjmp: a C function that
 * fails sets "the current exception" and returns NULL (or -1), and every
 * caller passes the failure up until someone (the VM's exception table, a
 * builtin like hasattr) handles it.  The current exception lives in the
 * running thread's state (ts->curexc), so threads raise independently and
 * no lock is needed: only the owner thread ever reads or writes it.
 *
 * Invariants:
 *   - ts->curexc is NULL or an owned reference to an exception *instance*
 *     (never a bare type: CPython's lazy "unnormalised" (type, value) pair
 *     is not kept; making the instance at once is simpler and the VM always
 *     needs it anyway);
 *   - a new exception raised while another one is being handled
 *     (ts->exc_info) gets it as __context__, as CPython's _PyErr_SetObject
 *     does; err_restore (re-raise) does not touch the context.
 *   - err_no_memory never allocates: it raises a pre-made MemoryError.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/compiler.h"
#include "modules/modules.h"
#include "runtime/core.h"
#include "vm/code.h"
#include "vm/frame.h"
#include "vm/thread.h"

/* Give exc the handled exception as its __context__, cutting any cycle
 * the chain would form (CPython does the same walk). */
static void chain_context(Object *exc, Object *handled)
{
    if (handled == NULL || handled == None || handled == exc || !is_exc(exc) || !is_exc(handled))
        return;
    /* If exc is already somewhere on handled's context chain, cut it out so
     * the chain stays acyclic. */
    Object *o = handled;
    while (o) {
        ExcObject *e = (ExcObject *)o;
        if (e->context == exc) {
            CLEAR(e->context);
            break;
        }
        o = e->context;
    }
    INCREF(handled);
    SETREF(((ExcObject *)exc)->context, handled);
}

/* Steals exc; makes it the current exception with implicit chaining. */
void err_set_raised(Object *exc)
{
    ThreadState *ts = ts_get();
    chain_context(exc, ts->exc_info);
    Object *old = ts->curexc;
    ts->curexc = exc;
    XDECREF(old);
}

void err_restore(Object *exc)
{
    ThreadState *ts = ts_get();
    Object *old = ts->curexc;
    ts->curexc = exc;
    XDECREF(old);
}

Object *err_fetch(void)
{
    ThreadState *ts = ts_get();
    Object *e = ts->curexc;
    ts->curexc = NULL;
    return e;
}

Object *err_occurred(void) { return ts_get()->curexc; }

void err_clear(void)
{
    ThreadState *ts = ts_get();
    CLEAR(ts->curexc);
}

bool err_matches(Type *t)
{
    Object *e = ts_get()->curexc;
    return e != NULL && type_is_subtype(TYPE(e), t);
}

bool exc_matches(Object *exc, Object *type_or_tuple)
{
    if (is_tuple(type_or_tuple)) {
        ssize_t n = tuple_len(type_or_tuple);
        for (ssize_t i = 0; i < n; i++)
            if (exc_matches(exc, tuple_get(type_or_tuple, i))) return true;
        return false;
    }
    if (!is_type(type_or_tuple)) return false;
    return type_is_subtype(TYPE(exc), (Type *)type_or_tuple);
}

/* exc_type(*args) where args is a new tuple we own: steals args. */
static Object *raise_with_args(Type *exc_type, Object *args)
{
    if (args == NULL) return NULL;
    Object *exc = exc_new(exc_type, args);
    DECREF(args);
    if (exc == NULL) return NULL;
    err_set_raised(exc);
    return NULL;
}

Object *err_set_object(Type *exc_type, Object *arg)
{
    if (arg == NULL) return raise_with_args(exc_type, NEWREF(empty_tuple));
    return raise_with_args(exc_type, tuple_pack(1, arg));
}

Object *err_set(Type *exc_type, const char *msg)
{
    Object *s = str_from_cstr(msg);
    if (s == NULL) return NULL;
    Object *args = tuple_pack(1, s);
    DECREF(s);
    return raise_with_args(exc_type, args);
}

static void note_name_error(Object *name);

Object *err_vformat(Type *exc_type, const char *fmt, va_list ap)
{
    /* the VM's NameError: remember the name for the "Did you mean" line */
    Object *name = NULL;
    if (exc_type == &Exc_NameError && strcmp(fmt, "name '%U' is not defined") == 0) {
        va_list ap2;
        va_copy(ap2, ap);
        name = va_arg(ap2, Object *);
        va_end(ap2);
    }
    Object *s = str_from_vformat(fmt, ap);
    if (s == NULL) return NULL;
    Object *args = tuple_pack(1, s);
    DECREF(s);
    raise_with_args(exc_type, args);
    if (name) note_name_error(name);
    return NULL;
}

Object *err_format(Type *exc_type, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    err_vformat(exc_type, fmt, ap);
    va_end(ap);
    return NULL;
}

Object *err_no_memory(void)
{
    /* The pre-made instance is shared (immortal): forget the traceback
     * of its previous use.  Two threads running out of memory at once
     * share it; CPython's freelist has the same limit. */
    Object *e = exc_memory_error_inst;
    if (e == NULL) { /* before runtime_init: nothing better to do */
        static const char msg[] = "fpy: out of memory during start-up\n";
        io_write_stderr(msg, sizeof msg - 1);
        _Exit(1);
    }
    CLEAR(((ExcObject *)e)->traceback);
    CLEAR(((ExcObject *)e)->tb_view);
    CLEAR(((ExcObject *)e)->context);
    err_restore(e);
    return NULL;
}

/* ---- reporting an uncaught exception ----------------------------------- *
 * CPython's layout, line for line (Python/pythonrun.c print_exception and
 * Python/traceback.c tb_print_internal): the chain first (cause or
 * context, oldest first, each followed by its joining sentence), then
 * "Traceback (most recent call last):", one `  File "f", line N, in name`
 * line per frame with the stripped source line under it, runs of more
 * than three identical frames folded into "[Previous line repeated N more
 * times]", and the last line `Type: message`.  Under a source line, the
 * markers of CPython 3.11 (tb_displayline) when the entry has the failing
 * expression's columns (vm/code.h's spans): ^ under the expression, or
 * ~ under a binary operation's operands and a subscript's value with ^
 * under the operator / the brackets (compile_caret_anchors); none when
 * plain ^ would underline the whole line. */

#define TB_RECURSIVE_CUTOFF 3
#define TB_LIMIT 1000 /* sys.tracebacklimit's default */

static void put(const char *s) { io_write_stderr(s, strlen(s)); }

/* The source file of the last lookup, kept for the whole report: a deep
 * traceback names the same file hundreds of times. */
typedef struct { char *name; char *text; size_t len; } SourceCache;

/* Characters (not bytes) in the first n bytes of UTF-8 text s. */
static long utf8_chars(const char *s, size_t n)
{
    long k = 0;
    for (size_t i = 0; i < n; i++) k += ((unsigned char)s[i] & 0xC0) != 0x80;
    return k;
}

/* The marker line under source line [p, e) (whole line from `line`, its
 * first `ws` bytes blank, trailing blanks cut at e) for the span col ..
 * (end_line, end_col) of line lineno, as CPython 3.11 draws it. */
static void print_markers(const char *line, const char *p, const char *e, long lineno, long col, long end_line,
                          long end_col)
{
    size_t n = (size_t)(e - line);
    if (col < 0 || (size_t)col > n || end_line < lineno) return;
    long ws = utf8_chars(line, (size_t)(p - line));
    long start = utf8_chars(line, (size_t)col), end;
    long left_end = -1, right_start = -1;
    if (end_line == lineno) {
        if (end_col < col || (size_t)end_col > n) return;
        end = utf8_chars(line, (size_t)end_col);
        int l, r;
        if (compile_caret_anchors(line + col, (size_t)(end_col - col), &l, &r)) {
            left_end = start + utf8_chars(line + col, (size_t)l);
            right_start = start + utf8_chars(line + col, (size_t)r);
        }
    } else {
        end = utf8_chars(line, n); /* a span over lines: to the end of this one */
    }
    bool anchors = left_end >= 0;
    if (end - start == utf8_chars(p, (size_t)(e - p)) && !anchors) return;
    if (end <= start) return;
    size_t width = (size_t)(end - ws) + 4;
    char *buf = malloc(width + 2);
    if (buf == NULL) return;
    size_t k = 0;
    for (int i = 0; i < 4; i++) buf[k++] = ' ';
    for (long j = ws; j < end; j++) {
        if (j < start) buf[k++] = ' ';
        else if (anchors && left_end <= j && j < right_start) buf[k++] = '^';
        else buf[k++] = anchors ? '~' : '^';
    }
    buf[k++] = '\n';
    io_write_stderr(buf, k);
    free(buf);
}

/* Print line `lineno` of file (stripped, indented by four), and under it
 * the markers of the span when col >= 0. */
static void source_line(SourceCache *c, const char *file, long lineno, long col, long end_line, long end_col)
{
    if (c->name == NULL || strcmp(c->name, file) != 0) {
        free(c->name);
        free(c->text);
        c->name = strdup(file);
        c->text = NULL;
        c->len = 0;
        FILE *f = fopen(file, "rb");
        if (f) {
            size_t cap = 0;
            char buf[8192];
            size_t n;
            while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
                if (c->len + n > cap) {
                    cap = (c->len + n) * 2;
                    char *t = realloc(c->text, cap);
                    if (t == NULL) break;
                    c->text = t;
                }
                memcpy(c->text + c->len, buf, n);
                c->len += n;
            }
            fclose(f);
        }
    }
    if (c->text == NULL || lineno < 1) return;
    const char *p = c->text, *end = c->text + c->len;
    for (long i = 1; i < lineno && p < end; i++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (nl == NULL) return;
        p = nl + 1;
    }
    if (p >= end) return;
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (e == NULL) e = end;
    const char *line = p;
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\f')) p++;
    while (e > p && (e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\f' || e[-1] == '\n')) e--;
    if (e == p) return;
    put("    ");
    io_write_stderr(p, (size_t)(e - p));
    put("\n");
    if (col >= 0) print_markers(line, p, e, lineno, col, end_line, end_col);
}

static void print_repeated(long cnt)
{
    cnt -= TB_RECURSIVE_CUTOFF;
    char buf[96];
    snprintf(buf, sizeof buf, "  [Previous line repeated %ld more time%s]\n", cnt, cnt > 1 ? "s" : "");
    put(buf);
}

static void print_traceback(Object *tb, SourceCache *cache)
{
    ssize_t n = list_len(tb);
    if (n == 0) return;
    put("Traceback (most recent call last):\n");
    Object *last_file = NULL, *last_name = NULL;
    long last_line = -1, cnt = 0;
    /* innermost first in the list; the last TB_LIMIT frames, outermost first */
    for (ssize_t i = (n > TB_LIMIT ? TB_LIMIT : n) - 1; i >= 0; i--) {
        Object *entry = list_get(tb, i);
        if (entry == NULL) {
            err_clear();
            break;
        }
        Object *file = tuple_get(entry, 0), *name = tuple_get(entry, 2);
        long line = (long)small_val(tuple_get(entry, 1));
        if (last_file == NULL || !str_eq(file, last_file) || line != last_line || !str_eq(name, last_name)) {
            if (cnt > TB_RECURSIVE_CUTOFF) print_repeated(cnt);
            last_file = file;
            last_name = name;
            last_line = line;
            cnt = 0;
        }
        cnt++;
        if (cnt <= TB_RECURSIVE_CUTOFF) {
            char num[32];
            snprintf(num, sizeof num, "%ld", line);
            put("  File \"");
            put(str_cstr(file));
            put("\", line ");
            put(num);
            put(", in ");
            put(str_cstr(name));
            put("\n");
            if (tuple_len(entry) >= 6)
                source_line(cache, str_cstr(file), line, (long)small_val(tuple_get(entry, 3)),
                            (long)small_val(tuple_get(entry, 4)), (long)small_val(tuple_get(entry, 5)));
            else
                source_line(cache, str_cstr(file), line, -1, 0, 0);
        }
        DECREF(entry); /* the traceback list keeps file and name alive */
    }
    if (cnt > TB_RECURSIVE_CUTOFF) print_repeated(cnt);
}

/* print_error_text: the source line and the caret line of a SyntaxError. */
static void print_error_text(Object *text, long offset, long end_offset)
{
    const char *s = str_cstr(text);
    long carets = (end_offset > 0 && end_offset > offset) ? end_offset - offset : 1;
    offset--;
    while (*s == ' ' || *s == '\t' || *s == '\f') {
        s++;
        offset--;
    }
    long len = (long)strlen(s);
    if (len > 0 && s[len - 1] == '\n') len--;
    if (offset > len) offset = len;
    for (;;) { /* skip past newlines embedded in the text */
        const char *nl = strchr(s, '\n');
        if (nl == NULL || nl - s >= offset) break;
        long inl = (long)(nl - s) + 1;
        s += inl;
        len -= inl;
        offset -= inl;
    }
    put("    ");
    io_write_stderr(s, (size_t)len);
    put("\n");
    if (offset < 0) return;
    put("    ");
    while (--offset >= 0) put(" ");
    while (carets-- > 0) put("^");
    put("\n");
}

static void print_syntax_location(Object *exc)
{
    Object *filename, *lineno, *offset, *text, *end_lineno, *end_offset;
    exc_syntax_info(exc, &filename, &lineno, &offset, &text, &end_lineno, &end_offset);
    if (filename == NULL || !is_str(filename) || lineno == NULL || !is_small(lineno)) return;
    char num[32];
    snprintf(num, sizeof num, "%ld", (long)small_val(lineno));
    put("  File \"");
    put(str_cstr(filename));
    put("\", line ");
    put(num);
    put("\n");
    if (text == NULL || !is_str(text)) return;
    long off = offset && is_small(offset) ? (long)small_val(offset) : -1;
    long end = end_offset && is_small(end_offset) ? (long)small_val(end_offset) : -1;
    long line_size = (long)str_nbytes(text);
    if (end_lineno && is_small(end_lineno) && small_val(end_lineno) > small_val(lineno)) end = line_size;
    if (end > line_size + 1) end = line_size + 1;
    print_error_text(text, off, end);
}

/* The last line: `module.Name: message`, module left out for builtins and
 * __main__, ": message" left out when str(exc) is empty. */
static Object *suggestion_for(Object *exc);

static void print_last_line(Object *exc)
{
    Type *t = TYPE(exc);
    Object *mod = type_module_prefix(t);
    if (mod && strcmp(str_cstr(mod), "__main__") != 0) {
        put(str_cstr(mod));
        put(".");
    }
    put(str_cstr(type_qualname(t)));
    Object *msg;
    if (type_is_subtype(t, &Exc_SyntaxError)) {
        Object *args = exc_args(exc);
        msg = obj_str(tuple_len(args) >= 1 ? tuple_get(args, 0) : None);
    } else {
        msg = obj_str(exc);
    }
    if (msg == NULL) {
        err_clear();
        put(": <exception str() failed>\n");
        return;
    }
    if (str_nbytes(msg) > 0) {
        put(": ");
        io_write_stderr(str_cstr(msg), (size_t)str_nbytes(msg));
    }
    DECREF(msg);
    Object *s = suggestion_for(exc);
    if (s) {
        put(". Did you mean: '");
        io_write_stderr(str_cstr(s), (size_t)str_nbytes(s));
        put("'?");
        DECREF(s);
    }
    put("\n");
}

/* ---- "Did you mean" (CPython 3.11's Python/suggestions.c) -------------------------- */

/* The uncaught-exception printout of a NameError or AttributeError names
 * the closest existing name: Levenshtein distance over UTF-8 bytes where a
 * case-only change costs 1 and any other edit 2, accepted within a third
 * of the characters involved.  NameError candidates are the raising
 * frame's local variable names, then its globals, then the builtins (the
 * first list with a match wins), chosen when the VM raises it because the
 * frame is gone by printing time; AttributeError keeps the object and the
 * name (e.name, e.obj) and searches dir(obj) only when printed, since
 * most AttributeErrors are caught (hasattr, getattr defaults). */
enum { MAX_CANDIDATE_ITEMS = 750, MAX_STRING_SIZE = 40, MOVE_COST = 2, CASE_COST = 1 };

static size_t substitution_cost(char a, char b)
{
    if ((a & 31) != (b & 31)) return MOVE_COST;
    if (a == b) return 0;
    if ('A' <= a && a <= 'Z') a += 'a' - 'A';
    if ('A' <= b && b <= 'Z') b += 'a' - 'A';
    return a == b ? CASE_COST : MOVE_COST;
}

static size_t levenshtein(const char *a, size_t a_size, const char *b, size_t b_size, size_t max_cost)
{
    size_t buffer[MAX_STRING_SIZE];
    while (a_size && b_size && a[0] == b[0]) a++, a_size--, b++, b_size--;
    while (a_size && b_size && a[a_size - 1] == b[b_size - 1]) a_size--, b_size--;
    if (a_size == 0 || b_size == 0) return (a_size + b_size) * MOVE_COST;
    if (a_size > MAX_STRING_SIZE || b_size > MAX_STRING_SIZE) return max_cost + 1;
    if (b_size < a_size) {
        const char *t = a;
        a = b, b = t;
        size_t ts = a_size;
        a_size = b_size, b_size = ts;
    }
    if ((b_size - a_size) * MOVE_COST > max_cost) return max_cost + 1;
    size_t tmp = MOVE_COST;
    for (size_t i = 0; i < a_size; i++, tmp += MOVE_COST) buffer[i] = tmp;
    size_t result = 0;
    for (size_t bi = 0; bi < b_size; bi++) {
        char code = b[bi];
        size_t distance = result = bi * MOVE_COST;
        size_t minimum = SIZE_MAX;
        for (size_t i = 0; i < a_size; i++) {
            size_t substitute = distance + substitution_cost(code, a[i]);
            distance = buffer[i];
            size_t insert_delete = (result < distance ? result : distance) + MOVE_COST;
            result = insert_delete < substitute ? insert_delete : substitute;
            buffer[i] = result;
            if (result < minimum) minimum = result;
        }
        if (minimum > max_cost) return max_cost + 1;
    }
    return result;
}

/* Borrowed: the closest of items[0..n) to name, or NULL. */
static Object *best_match(Object *const *items, ssize_t n, Object *name)
{
    if (n >= MAX_CANDIDATE_ITEMS) return NULL;
    const char *ns = str_cstr(name);
    size_t nlen = (size_t)str_nbytes(name);
    size_t best_distance = SIZE_MAX;
    Object *best = NULL;
    for (ssize_t i = 0; i < n; i++) {
        Object *item = items[i];
        if (!is_str(item)) continue;
        const char *is = str_cstr(item);
        size_t ilen = (size_t)str_nbytes(item);
        if (ilen == nlen && memcmp(is, ns, nlen) == 0) continue;
        size_t max_distance = (nlen + ilen + 3) * MOVE_COST / 6;
        if (best_distance - 1 < max_distance) max_distance = best_distance - 1;
        size_t d = levenshtein(ns, nlen, is, ilen, max_distance);
        if (d > max_distance) continue;
        if (best == NULL || d < best_distance) {
            best = item;
            best_distance = d;
        }
    }
    return best;
}

/* Borrowed: the best match among the keys of dict d, or NULL. */
static Object *best_in_dict(Object *d, Object *name)
{
    if (d == NULL || !is_dict(d) || dict_len(d) >= MAX_CANDIDATE_ITEMS) return NULL;
    Object *keys = dict_keys_list(d);
    if (keys == NULL) {
        err_clear();
        return NULL;
    }
    Object *r = best_match(((ListObject *)keys)->items, list_len(keys), name);
    DECREF(keys); /* r stays alive: d holds it (an immortal interned name in practice) */
    return r;
}

static const char SUGGESTION_KEY[] = " suggestion"; /* not an identifier: no attribute reaches it */

/* Set attribute `key` of exception exc (its instance dict) to v. */
static void exc_note(Object *exc, const char *key, Object *v)
{
    ExcObject *e = (ExcObject *)exc;
    if (e->dict == NULL && (e->dict = dict_new()) == NULL) {
        err_clear();
        return;
    }
    if (dict_set(e->dict, str_intern_cstr(key), v) < 0) err_clear();
}

static void note_name_error(Object *name)
{
    ThreadState *ts = ts_get();
    Object *exc = ts->curexc;
    if (exc == NULL || TYPE(exc) != &Exc_NameError || !is_str(name)) return;
    Object *saved = err_fetch();
    exc_note(exc, "name", name);
    Frame *f = ts->frame;
    Object *s = NULL;
    if (f != NULL) {
        Object *names = f->code->localsplusnames;
        if (names && is_tuple(names) && f->code->nlocals <= tuple_len(names))
            s = best_match(tuple_items(names), f->code->nlocals, name);
        if (s == NULL) s = best_in_dict(f->globals, name);
        if (s == NULL) s = best_in_dict(f->builtins, name);
    }
    if (s) exc_note(exc, SUGGESTION_KEY, s);
    err_restore(saved);
}

void err_note_attribute(Object *o, Object *name)
{
    Object *exc = ts_get()->curexc;
    if (exc == NULL || !type_is_subtype(TYPE(exc), &Exc_AttributeError)) return;
    Object *saved = err_fetch();
    exc_note(exc, "name", name);
    exc_note(exc, "obj", o);
    err_restore(saved);
}

/* New ref: the name to suggest for an uncaught exc, or NULL (no error). */
static Object *suggestion_for(Object *exc)
{
    Object *d = ((ExcObject *)exc)->dict;
    if (d == NULL) return NULL;
    if (type_is_subtype(TYPE(exc), &Exc_NameError)) {
        Object *s = dict_get_str(d, str_intern_cstr(SUGGESTION_KEY));
        return s ? NEWREF(s) : NULL;
    }
    if (!type_is_subtype(TYPE(exc), &Exc_AttributeError)) return NULL;
    Object *name = dict_get_str(d, STR_ID("name"));
    Object *obj = dict_get_str(d, STR_ID("obj"));
    if (name == NULL || obj == NULL || !is_str(name)) return NULL;
    Object *dirf = obj_getattr_cstr(ts_get()->interp->builtins_mod, "dir");
    Object *names = dirf ? obj_call1(dirf, obj) : NULL;
    XDECREF(dirf);
    Object *r = NULL;
    if (names && is_list(names)) {
        r = best_match(((ListObject *)names)->items, list_len(names), name);
        if (r) INCREF(r);
    }
    XDECREF(names);
    err_clear();
    return r;
}

static void print_one(Object *exc, SourceCache *cache)
{
    ExcObject *e = (ExcObject *)exc;
    if (e->traceback) print_traceback(e->traceback, cache);
    if (type_is_subtype(TYPE(exc), &Exc_SyntaxError)) print_syntax_location(exc);
    print_last_line(exc);
}

#define CHAIN_MAX 64

static void print_chain(Object *exc, Object **seen, int *nseen, SourceCache *cache)
{
    seen[(*nseen)++] = exc;
    ExcObject *e = (ExcObject *)exc;
    Object *prev = NULL;
    const char *sentence = NULL;
    if (e->cause) {
        prev = e->cause;
        sentence = "\nThe above exception was the direct cause of the following exception:\n\n";
    } else if (e->context && !e->suppress_context) {
        prev = e->context;
        sentence = "\nDuring handling of the above exception, another exception occurred:\n\n";
    }
    if (prev && is_exc(prev) && *nseen < CHAIN_MAX) {
        bool dup = false;
        for (int i = 0; i < *nseen; i++) dup |= seen[i] == prev;
        if (!dup) {
            print_chain(prev, seen, nseen, cache);
            put(sentence);
        }
    }
    print_one(exc, cache);
}

void exc_print(Object *exc)
{
    /* Printing may run Python code (a __str__): keep the exception being
     * reported out of the thread's current-exception slot meanwhile. */
    Object *saved = err_fetch();
    io_flush_all();
    Object *seen[CHAIN_MAX];
    int nseen = 0;
    SourceCache cache = {NULL, NULL, 0};
    print_chain(exc, seen, &nseen, &cache);
    free(cache.name);
    free(cache.text);
    if (saved) err_restore(saved);
}

int exc_print_file(Object *exc, Object *file, const char *prefix)
{
    if (file == None) return 0;
    if (file == NULL || io_is_std_stream(file, 2)) {
        if (prefix) io_write_stderr(prefix, strlen(prefix));
        exc_print(exc);
        return 0;
    }
    IoCapture cap = {NULL, 0, 0, false};
    IoCapture *prev = io_capture_stderr(&cap);
    if (prefix) io_write_stderr(prefix, strlen(prefix));
    exc_print(exc);
    io_capture_stderr(prev);
    Object *text = cap.failed ? NULL : str_from_utf8(cap.buf ? cap.buf : "", (ssize_t)cap.len);
    free(cap.buf);
    if (text == NULL) {
        if (!err_occurred()) err_set(&Exc_MemoryError, "");
        return -1;
    }
    Object *r = obj_call_method(file, "write", &text, 1);
    DECREF(text);
    if (r == NULL) return -1;
    DECREF(r);
    return 0;
}

int exc_handle_uncaught(Object *exc)
{
    io_flush_all();
    if (!type_is_subtype(TYPE(exc), &Exc_SystemExit)) {
        if (sys_call_excepthook(exc) == 0) {
            /* the default hook prints to sys.stderr as Python code set it */
            Object *file = sys_stderr();
            if (exc_print_file(exc, file, NULL) < 0) {
                err_clear();
                exc_print(exc);
            }
            XDECREF(file);
        }
        return type_is_subtype(TYPE(exc), &Exc_KeyboardInterrupt) ? 130 : 1;
    }
    /* SystemExit: code None -> 0, an int -> it, anything else printed -> 1. */
    Object *args = exc_args(exc);
    Object *code = tuple_len(args) == 0 ? None : tuple_len(args) == 1 ? tuple_get(args, 0) : args;
    if (code == None) return 0;
    if (is_int(code)) {
        int64_t v;
        return int_as_i64(code, &v) ? (int)v : -1;
    }
    Object *s = obj_str(code);
    if (s == NULL) {
        err_clear();
        return 1;
    }
    io_write_stderr(str_cstr(s), (size_t)str_nbytes(s));
    put("\n");
    DECREF(s);
    return 1;
}
