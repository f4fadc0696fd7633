/* remodule.c: `_re`, the matching core under the `re` module (re.py).
 *
 * The idea.  fpy does not carry its own regular expression engine: it
 * hands patterns to PCRE2, which is fast, mature and has a JIT.  re.py
 * parses the Python pattern syntax first (the errors CPython reports, the
 * flags, the escapes Python has and PCRE2 spells differently) and gives
 * this module a pattern in PCRE2's syntax with the same meaning; this
 * module compiles it (JIT-compiled where PCRE2 has a JIT for the machine,
 * PCRE2's interpreter otherwise) and runs it.  A str is UTF-8 inside fpy
 * (runtime/api.h), which is what PCRE2 reads in UTF mode, so a str is
 * matched in place: no copy, no conversion.  Only the positions are
 * translated: PCRE2 reports byte offsets, Python wants code point
 * indices; for an ASCII str (the common case) they are equal, otherwise
 * str_index_of_offset converts (the str's offset index, then a short
 * scan).  bytes patterns work on bytes with UTF mode off: offsets are
 * indices already.
 *
 * Objects.  A `_re.Code` is one compiled pattern: the PCRE2 pattern text
 * (kept to compile the anchored variants), up to three pcre2_code: [0]
 * for search, [1] anchored at the start (match), [2] anchored at both ends
 * (fullmatch).  [0] is made by compile(); [1] and [2] on first use, since
 * PCRE2's JIT cannot anchor a pattern at match time and most patterns are
 * only ever searched.  Methods: search (one match: a tuple of 2*(groups+1)
 * code point offsets, -1 for a group that did not take part, or None),
 * findall (the list re.findall returns) and scan (every match's offset
 * tuple, for sub, subn and split); `groups`, the number of capture
 * groups.  re.py knows the group names itself (it reads the pattern), so
 * named groups reach PCRE2 as plain numbered ones.  _re.jit() tells
 * whether PCRE2 has a JIT for this machine.
 *
 * Python's semantics, as PCRE2 options: newline is LF alone (`.`, `$` and
 * MULTILINE's `^` know no other line end); PCRE2_ALT_CIRCUMFLEX, so that
 * MULTILINE's `^` also matches after a final newline; `$` without
 * MULTILINE matches at the end and before a final newline (PCRE2's
 * default, as Python's); str patterns are UTF with UCP (Unicode \d \w
 * \b) unless re.ASCII.  Successive matches follow Python 3.7's rule:
 * after an empty match at p the next may start at p but may not be empty
 * there (PCRE2_NOTEMPTY_ATSTART); after a non-empty match ending at p an
 * empty match at p is allowed.
 *
 * Invariants.  A Code never changes once made, except that code[1] and
 * code[2] go from NULL to a compiled pattern once (compare-and-swap; the
 * loser of a race frees its copy).  Every pcre2_code is read-only while
 * matching (PCRE2 allows one compiled pattern, JIT code included, to be
 * used by any number of threads at once).  The subject is an immutable str
 * or bytes held by the caller for the whole call.  A str holding lone
 * surrogates (which fpy stores as 3-byte sequences, not valid UTF-8) is
 * refused before PCRE2 sees it, so every subject passed with
 * PCRE2_NO_UTF_CHECK is valid UTF-8.
 *
 * Threads.  State and its rule:
 *   - `cctx`, the compile context (newline = LF only, as Python): made
 *     once by the module's init (under the import lock), read-only after;
 *   - a Code: immutable apart from the once-only publication above;
 *   - match data (pcre2_match_data, where PCRE2 writes the offsets), the
 *     match context and the JIT stack: one set per thread (thread-local,
 *     made on the thread's first match, freed by a pthread key destructor
 *     when the thread ends; the main thread's go with the process), never
 *     shared; the offsets are copied out before any Python code can run,
 *     so a nested match on the same thread (a sub() callback) may reuse
 *     them.
 * So a match writes nothing shared: threads searching with one compiled
 * pattern scale like independent work.  The JIT runs on the thread's own
 * JIT stack (up to JIT_STACK_MAX); a match that needs more is run again
 * by the interpreter, which keeps its backtracking on the heap.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <string.h>

#include "modules/modules.h"
#include "runtime/api.h"

/* Python's flag values (re.py's RegexFlag). */
enum { F_IGNORECASE = 2, F_MULTILINE = 8, F_DOTALL = 16, F_ASCII = 256 };

/* Made once at init, read-only afterwards (see the essay). */
static pcre2_compile_context *cctx;

typedef struct {
    Object ob;
    Object *pattern;              /* PCRE2 pattern text: str or bytes; immutable */
    _Atomic(pcre2_code *) code[3]; /* search, anchored, anchored at both ends; [1],[2] set once */
    uint32_t options;             /* the compile options of code[0] */
    uint32_t ngroups;             /* capture groups, not counting group 0 */
    bool is_bytes;
} CodeObject;

Type ReCode_Type;

/* ---- per-thread match data -------------------------------------------- */

typedef struct {
    pcre2_match_data *md;
    uint32_t pairs;              /* md's room, in offset pairs */
    pcre2_match_context *mctx;   /* points the JIT at `stack` */
    pcre2_jit_stack *stack;
} ThreadMatch;

static pthread_key_t tm_key;
static pthread_once_t tm_once = PTHREAD_ONCE_INIT;
static _Thread_local ThreadMatch tm; /* this thread's only */

static void tm_destroy(void *p)
{
    ThreadMatch *t = p;
    pcre2_match_data_free(t->md);
    pcre2_match_context_free(t->mctx);
    pcre2_jit_stack_free(t->stack);
    t->md = NULL;
    t->mctx = NULL;
    t->stack = NULL;
}
static void tm_key_make(void) { (void)pthread_key_create(&tm_key, tm_destroy); }

/* The JIT's stack: 32 KiB at first, grown by PCRE2 up to this (address
 * space reserved, pages touched only when used). */
#define JIT_STACK_MAX (32 << 20)

/* This thread's match data, with room for at least `pairs` offset pairs,
 * and its match context (*mctx). */
static pcre2_match_data *thread_md(uint32_t pairs, pcre2_match_context **mctx)
{
    if (tm.md == NULL || tm.pairs < pairs) {
        uint32_t n = pairs < 16 ? 16 : pairs;
        pcre2_match_data *md = pcre2_match_data_create(n, NULL);
        if (md == NULL) {
            err_no_memory();
            return NULL;
        }
        if (tm.md == NULL) {
            pthread_once(&tm_once, tm_key_make);
            (void)pthread_setspecific(tm_key, &tm);
            tm.mctx = pcre2_match_context_create(NULL);
            tm.stack = pcre2_jit_stack_create(32 << 10, JIT_STACK_MAX, NULL);
            /* Without them the JIT uses 32 KiB of the machine stack. */
            if (tm.mctx != NULL && tm.stack != NULL) pcre2_jit_stack_assign(tm.mctx, NULL, tm.stack);
        } else {
            pcre2_match_data_free(tm.md);
        }
        tm.md = md;
        tm.pairs = n;
    }
    *mctx = tm.mctx;
    return tm.md;
}

/* ---- subjects ------------------------------------------------------------ */

typedef struct {
    Object *obj;      /* borrowed: the str or bytes */
    const char *data;
    ssize_t nbytes;
    ssize_t len;      /* in code points (str) or bytes */
    bool direct;      /* byte offset == index (bytes, or an ASCII str) */
    bool is_bytes;
} Subject;

/* A lone surrogate (U+D800..U+DFFF) is stored as ED A0..BF xx. */
static bool has_surrogate(const char *s, ssize_t n)
{
    const char *p = s, *end = s + n;
    while ((p = memchr(p, 0xED, (size_t)(end - p))) != NULL) {
        if (p + 1 < end && ((unsigned char)p[1] & 0xE0) == 0xA0) return true;
        p++;
    }
    return false;
}

static bool re_is_bytes(Object *o) { return !is_small(o) && type_is_subtype(TYPE(o), &Bytes_Type); }

static int subject_get(CodeObject *c, Object *o, Subject *sj)
{
    sj->obj = o;
    if (is_str(o)) {
        if (c->is_bytes) {
            err_set(&Exc_TypeError, "cannot use a bytes pattern on a string-like object");
            return -1;
        }
        sj->data = str_cstr(o);
        sj->nbytes = str_nbytes(o);
        sj->len = str_len(o);
        sj->direct = sj->nbytes == sj->len;
        sj->is_bytes = false;
        if (!sj->direct && has_surrogate(sj->data, sj->nbytes)) {
            err_set(&Exc_NotImplementedError, "fpy's re cannot match a str holding lone surrogates");
            return -1;
        }
        return 0;
    }
    if (re_is_bytes(o)) {
        if (!c->is_bytes) {
            err_set(&Exc_TypeError, "cannot use a string pattern on a bytes-like object");
            return -1;
        }
        sj->data = bytes_data(o);
        sj->nbytes = sj->len = bytes_len(o);
        sj->direct = true;
        sj->is_bytes = true;
        return 0;
    }
    err_format(&Exc_TypeError, "expected string or bytes-like object, got '%T'", o);
    return -1;
}

static inline ssize_t to_index(const Subject *sj, PCRE2_SIZE off)
{
    return sj->direct ? (ssize_t)off : str_index_of_offset(sj->obj, (ssize_t)off);
}

static inline ssize_t to_offset(const Subject *sj, ssize_t i)
{
    return sj->direct ? i : str_offset(sj->obj, i);
}

/* The piece [from, to) of the subject, in bytes: new ref. */
static Object *subject_piece(const Subject *sj, PCRE2_SIZE from, PCRE2_SIZE to)
{
    if (sj->is_bytes) return bytes_from(sj->data + from, (ssize_t)(to - from));
    return str_subbytes(sj->obj, (ssize_t)from, (ssize_t)to);
}

/* pos and endpos as CPython clamps them (0..len), as byte offsets. */
static int get_range(const Subject *sj, Object *pos_o, Object *end_o, ssize_t *from, ssize_t *to)
{
    ssize_t pos, end;
    if (index_as_ssize(pos_o, NULL, &pos) < 0 || index_as_ssize(end_o, NULL, &end) < 0) return -1;
    if (pos < 0) pos = 0;
    if (pos > sj->len) pos = sj->len;
    if (end < 0) end = 0;
    if (end > sj->len) end = sj->len;
    *from = to_offset(sj, pos);
    *to = end < pos ? -1 : to_offset(sj, end);
    return 0;
}

/* ---- compiling ----------------------------------------------------------- */

static pcre2_code *compile_text(Object *pat, uint32_t options, int *err, PCRE2_SIZE *erroff)
{
    const char *s = is_str(pat) ? str_cstr(pat) : bytes_data(pat);
    size_t n = (size_t)(is_str(pat) ? str_nbytes(pat) : bytes_len(pat));
    pcre2_code *code = pcre2_compile((PCRE2_SPTR)s, n, options, err, erroff, cctx);
    /* No JIT for this machine or this pattern: PCRE2's interpreter runs it. */
    if (code != NULL) (void)pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
    return code;
}

/* The compiled variant for mode (0 search, 1 match, 2 fullmatch). */
static pcre2_code *code_variant(CodeObject *c, int mode)
{
    pcre2_code *code = atomic_load_explicit(&c->code[mode], memory_order_acquire);
    if (code != NULL) return code;
    int err;
    PCRE2_SIZE off;
    uint32_t extra = mode == 1 ? PCRE2_ANCHORED : PCRE2_ANCHORED | PCRE2_ENDANCHORED;
    code = compile_text(c->pattern, c->options | extra, &err, &off);
    if (code == NULL) {
        err_set(&Exc_RuntimeError, "fpy: PCRE2 failed to compile an anchored pattern");
        return NULL;
    }
    pcre2_code *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(&c->code[mode], &expected, code, memory_order_acq_rel,
                                                 memory_order_acquire)) {
        pcre2_code_free(code); /* another thread published the same variant first */
        code = expected;
    }
    return code;
}

/* _re.compile(pattern, flags): a Code, or (message, offset) when PCRE2
 * refuses the pattern (offset in code points for a str). */
static Object *re_compile(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("compile", kwnames) < 0 || args_count("compile", nargs, 2, 2) < 0) return NULL;
    Object *pat = args[0];
    ssize_t flags = num_as_ssize(args[1]);
    if (flags == -1 && err_occurred()) return NULL;
    bool bytes = re_is_bytes(pat);
    if (!bytes && !is_str(pat)) return err_set(&Exc_TypeError, "first argument must be string or compiled pattern");
    uint32_t options = PCRE2_ALT_CIRCUMFLEX;
    if (flags & F_IGNORECASE) options |= PCRE2_CASELESS;
    if (flags & F_MULTILINE) options |= PCRE2_MULTILINE;
    if (flags & F_DOTALL) options |= PCRE2_DOTALL;
    if (!bytes) {
        if (has_surrogate(str_cstr(pat), str_nbytes(pat)))
            return err_set(&Exc_NotImplementedError, "fpy's re cannot compile a pattern holding lone surrogates");
        options |= PCRE2_UTF | PCRE2_NO_UTF_CHECK;
        if (!(flags & F_ASCII)) options |= PCRE2_UCP;
    }
    int err;
    PCRE2_SIZE off;
    pcre2_code *code = compile_text(pat, options, &err, &off);
    if (code == NULL) {
        PCRE2_UCHAR buf[256];
        if (pcre2_get_error_message(err, buf, sizeof buf) < 0) strcpy((char *)buf, "invalid pattern");
        Object *msg = str_from_cstr((const char *)buf);
        if (msg == NULL) return NULL;
        ssize_t pos = bytes ? (ssize_t)off : str_index_of_offset(pat, (ssize_t)off);
        Object *r = tuple_pack(2, msg, int_from_i64(pos));
        DECREF(msg);
        return r;
    }
    CodeObject *c = (CodeObject *)obj_alloc(&ReCode_Type, sizeof(CodeObject));
    if (c == NULL) {
        pcre2_code_free(code);
        return NULL;
    }
    c->pattern = NEWREF(pat);
    atomic_init(&c->code[0], code);
    atomic_init(&c->code[1], NULL);
    atomic_init(&c->code[2], NULL);
    c->options = options;
    c->is_bytes = bytes;
    uint32_t n = 0;
    (void)pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &n);
    c->ngroups = n;
    return (Object *)c;
}

/* ---- matching ------------------------------------------------------------- */

/* One match attempt in [from, to) of the subject bytes.  1 matched (the
 * offsets in md), 0 no match, -1 error. */
static int run_match(CodeObject *c, const Subject *sj, ssize_t from, ssize_t to, int mode, uint32_t opts,
                     pcre2_match_data *md, pcre2_match_context *mctx)
{
    pcre2_code *code = code_variant(c, mode);
    if (code == NULL) return -1;
    if (!sj->is_bytes) opts |= PCRE2_NO_UTF_CHECK;
    int rc = pcre2_match(code, (PCRE2_SPTR)sj->data, (PCRE2_SIZE)to, (PCRE2_SIZE)from, opts, md, mctx);
    if (rc == PCRE2_ERROR_JIT_STACKLIMIT) /* the interpreter keeps its backtracking on the heap */
        rc = pcre2_match(code, (PCRE2_SPTR)sj->data, (PCRE2_SIZE)to, (PCRE2_SIZE)from, opts | PCRE2_NO_JIT, md,
                         mctx);
    if (rc > 0) return 1;
    if (rc == PCRE2_ERROR_NOMATCH) return 0;
    if (rc == PCRE2_ERROR_NOMEMORY) {
        err_no_memory();
        return -1;
    }
    PCRE2_UCHAR buf[256];
    if (pcre2_get_error_message(rc, buf, sizeof buf) < 0) strcpy((char *)buf, "unknown error");
    err_format(&Exc_RuntimeError, "fpy: regular expression match failed: %s", (const char *)buf);
    return -1;
}

/* New ref: the match's offsets as a tuple of 2*(ngroups+1) indices. */
static Object *offsets_tuple(CodeObject *c, const Subject *sj, pcre2_match_data *md)
{
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    uint32_t n = 2 * (c->ngroups + 1);
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (uint32_t i = 0; i < n; i++)
        tuple_items(t)[i] = int_from_i64(ov[i] == PCRE2_UNSET ? -1 : to_index(sj, ov[i]));
    return t;
}

/* search(string, pos, endpos, mode, notempty_at_start) */
static Object *code_search(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CodeObject *c = (CodeObject *)self;
    if (args_no_kw("search", kwnames) < 0 || args_count("search", nargs, 5, 5) < 0) return NULL;
    Subject sj;
    ssize_t from, to;
    if (subject_get(c, args[0], &sj) < 0 || get_range(&sj, args[1], args[2], &from, &to) < 0) return NULL;
    ssize_t mode = num_as_ssize(args[3]);
    if (mode == -1 && err_occurred()) return NULL;
    if (mode < 0 || mode > 2) return err_set(&Exc_ValueError, "bad mode");
    int ne = obj_is_true(args[4]);
    if (ne < 0) return NULL;
    if (to < 0) return NEWREF(None);
    pcre2_match_context *mctx;
    pcre2_match_data *md = thread_md(c->ngroups + 1, &mctx);
    if (md == NULL) return NULL;
    int r = run_match(c, &sj, from, to, (int)mode, ne ? PCRE2_NOTEMPTY_ATSTART : 0, md, mctx);
    if (r <= 0) return r < 0 ? NULL : NEWREF(None);
    return offsets_tuple(c, &sj, md);
}

/* The matches in [from, to), one after the other (the essay's rule):
 * each is handed to `each` (0 go on, -1 error); at most `count` (0: all). */
typedef int (*EachMatch)(CodeObject *c, const Subject *sj, pcre2_match_data *md, Object *acc);

static int scan_matches(CodeObject *c, const Subject *sj, ssize_t from, ssize_t to, ssize_t count, EachMatch each,
                        Object *acc)
{
    pcre2_match_context *mctx;
    pcre2_match_data *md = thread_md(c->ngroups + 1, &mctx);
    if (md == NULL) return -1;
    uint32_t opts = 0;
    ssize_t found = 0;
    while (from <= to) {
        int r = run_match(c, sj, from, to, 0, opts, md, mctx);
        if (r <= 0) return r;
        if (each(c, sj, md, acc) < 0) return -1;
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
        opts = ov[1] == ov[0] ? PCRE2_NOTEMPTY_ATSTART : 0;
        from = (ssize_t)ov[1];
        if (++found == count) break;
    }
    return 0;
}

static Object *group_piece(const Subject *sj, PCRE2_SIZE *ov, uint32_t g)
{
    if (ov[2 * g] == PCRE2_UNSET) return subject_piece(sj, 0, 0);
    return subject_piece(sj, ov[2 * g], ov[2 * g + 1]);
}

static int findall_one(CodeObject *c, const Subject *sj, pcre2_match_data *md, Object *list)
{
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    Object *item;
    if (c->ngroups <= 1) {
        item = group_piece(sj, ov, c->ngroups);
    } else {
        item = tuple_new(c->ngroups);
        if (item == NULL) return -1;
        for (uint32_t g = 1; g <= c->ngroups; g++) {
            Object *p = group_piece(sj, ov, g);
            if (p == NULL) {
                tuple_items(item)[g - 1] = NEWREF(None); /* a complete tuple to release */
                DECREF(item);
                return -1;
            }
            tuple_items(item)[g - 1] = p;
        }
    }
    if (item == NULL) return -1;
    return list_append_steal(list, item);
}

static int scan_one(CodeObject *c, const Subject *sj, pcre2_match_data *md, Object *list)
{
    Object *t = offsets_tuple(c, sj, md);
    if (t == NULL) return -1;
    return list_append_steal(list, t);
}

/* findall(string, pos, endpos): re.findall's list. */
static Object *code_findall(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CodeObject *c = (CodeObject *)self;
    if (args_no_kw("findall", kwnames) < 0 || args_count("findall", nargs, 3, 3) < 0) return NULL;
    Subject sj;
    ssize_t from, to;
    if (subject_get(c, args[0], &sj) < 0 || get_range(&sj, args[1], args[2], &from, &to) < 0) return NULL;
    Object *list = list_new(0);
    if (list == NULL) return NULL;
    if (to >= 0 && scan_matches(c, &sj, from, to, 0, findall_one, list) < 0) {
        DECREF(list);
        return NULL;
    }
    return list;
}

/* scan(string, pos, endpos, count): the offset tuples of the matches. */
static Object *code_scan(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CodeObject *c = (CodeObject *)self;
    if (args_no_kw("scan", kwnames) < 0 || args_count("scan", nargs, 4, 4) < 0) return NULL;
    Subject sj;
    ssize_t from, to;
    if (subject_get(c, args[0], &sj) < 0 || get_range(&sj, args[1], args[2], &from, &to) < 0) return NULL;
    ssize_t count = num_as_ssize(args[3]);
    if (count == -1 && err_occurred()) return NULL;
    Object *list = list_new(0);
    if (list == NULL) return NULL;
    if (to >= 0 && count >= 0 && scan_matches(c, &sj, from, to, count, scan_one, list) < 0) {
        DECREF(list);
        return NULL;
    }
    return list;
}

/* ---- the Code type ------------------------------------------------------- */

static Object *code_get_groups(Object *self, void *ctx)
{
    (void)ctx;
    return int_from_i64(((CodeObject *)self)->ngroups);
}

static void code_dealloc(Object *self)
{
    CodeObject *c = (CodeObject *)self;
    for (int i = 0; i < 3; i++) {
        pcre2_code *code = atomic_load_explicit(&c->code[i], memory_order_relaxed);
        if (code != NULL) pcre2_code_free(code);
    }
    CLEAR(c->pattern);
    obj_free(self);
}

static const MethodDef code_methods[] = {
    {"search", code_search, METH_DEFAULT},
    {"findall", code_findall, METH_DEFAULT},
    {"scan", code_scan, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef code_getset[] = {
    {"groups", code_get_groups, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type ReCode_Type = {
    TYPE_HEAD_INIT,
    .name = "_re.Code",
    .basicsize = sizeof(CodeObject),
    .dealloc = code_dealloc,
    .methods = code_methods,
    .getset = code_getset,
};

/* jit(): whether PCRE2 has a JIT for this machine. */
static Object *re_jit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    (void)args;
    if (args_no_kw("jit", kwnames) < 0 || args_count("jit", nargs, 0, 0) < 0) return NULL;
    uint32_t jit = 0;
    (void)pcre2_config(PCRE2_CONFIG_JIT, &jit);
    return NEWREF(bool_from(jit != 0));
}

static const MethodDef re_methods[] = {
    {"compile", re_compile, METH_DEFAULT},
    {"jit", re_jit, METH_DEFAULT},
    {NULL, NULL, 0},
};

int remodule_init(void)
{
    if (type_ready(&ReCode_Type) < 0) return -1;
    cctx = pcre2_compile_context_create(NULL);
    if (cctx == NULL) {
        err_no_memory();
        return -1;
    }
    pcre2_set_newline(cctx, PCRE2_NEWLINE_LF);
    pcre2_set_bsr(cctx, PCRE2_BSR_ANYCRLF);
    Object *m = module_new_builtin("_re", re_methods);
    if (m == NULL) return -1;
    return dict_set_cstr(module_dict(m), "Code", (Object *)&ReCode_Type);
}
