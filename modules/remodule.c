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
 * Objects.  `_re.Pattern` is the C base of re.py's `re.Pattern` class
 * (which adds the methods written in Python: repr, equality, sub's rarer
 * cases); _re.compile makes the instances, so `re.Pattern()` cannot.  It holds one compiled pattern: the
 * PCRE2 pattern text (kept to compile the anchored variants), up to three
 * pcre2_code: [0] for search, [1] anchored at the start (match), [2]
 * anchored at both ends (fullmatch).  [0] is made by compile(); [1] and
 * [2] on first use, since PCRE2's JIT cannot anchor a pattern at match
 * time and most patterns are only ever searched.  re.py knows the group
 * names itself (it reads the pattern), so named groups reach PCRE2 as
 * plain numbered ones; compile() gets re.py's tables (name -> number, and
 * each group's enclosing group, for lastindex) and keeps them as C data.
 * Methods: search, match, fullmatch, findall (the public ones, with
 * CPython's arguments), split, finditer (a C iterator), _subt and
 * _subc (sub and subn with a parsed template or a function) and _scan
 * (every match's offsets as a tuple, for what re.py's own sub still does: a template of the other type than the pattern, whose
 * error CPython reports only at the join).
 * `re.Match` (ReMatch_Type) is C all through: the pattern, the subject,
 * pos and endpos, and the offsets of every group as a C array of code
 * point indices (-1: the group did not take part); group(), groups(),
 * span()... slice the subject on demand.  So a search plus a few group
 * reads runs no Python code at all.  expand() calls back into re.py,
 * which parses templates.  _re.jit() tells whether PCRE2 has a JIT for
 * this machine.
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
 * Invariants.  A Pattern's C part never changes once made, except that code[1] and
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
 *   - a Pattern: immutable apart from the once-only publication above
 *     (compile() fills every field before returning it);
 *   - a Match: immutable once made (every field is set by match_make
 *     before the object is returned; no method caches anything in it, so
 *     lastindex is recomputed on each read); any thread may read it;
 *   - a finditer iterator: its position (at, ne, done, step) is read and
 *     written under its ob_mutex, never held while matching (see
 *     finditer_next); the rest is immutable;
 *   - match data (pcre2_match_data, where PCRE2 writes the offsets), the
 *     match context and the JIT stack: one set per thread (thread-local,
 *     made on the thread's first match, freed by a pthread key destructor
 *     when the thread ends; the main thread's go with the process), never
 *     shared; the offsets are copied out before any Python code can run,
 *     so a nested match on the same thread (a sub() callback) may reuse
 *     them.
 * So a match writes nothing shared (no counters, no caches; the new
 * Match is the caller's own object): threads searching with one compiled
 * pattern scale like independent work.  The JIT runs on the thread's own
 * JIT stack (up to JIT_STACK_MAX); a match that needs more is run again
 * by the interpreter, which keeps its backtracking on the heap.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "modules/modules.h"
#include "runtime/api.h"
#include "runtime/lock.h"

/* Python's flag values (re.py's RegexFlag). */
enum { F_IGNORECASE = 2, F_MULTILINE = 8, F_DOTALL = 16, F_ASCII = 256 };

/* Made once at init, read-only afterwards (see the essay). */
static pcre2_compile_context *cctx;

typedef struct {
    Object ob;
    Object *orig;                 /* Pattern.pattern: the pattern as given (str or bytes) */
    ssize_t flags;                /* Pattern.flags: Python's flags, inline ones included */
    Object *text;                 /* PCRE2 pattern text: str or bytes; immutable */
    _Atomic(pcre2_code *) code[3]; /* search, anchored, anchored at both ends; [1],[2] set once */
    uint32_t options;             /* the compile options of code[0] */
    uint32_t ngroups;             /* capture groups, not counting group 0 */
    bool is_bytes;
    Object *groupindex;           /* dict: group name -> number (a copy of re.py's); never changed */
    Object *names;                /* tuple: names[g] is group g's name or None */
    uint32_t *parents;            /* ngroups+1 entries: the group around g, 0 at the top */
} PatternObject;

/* A match: immutable once made (see the essay). */
typedef struct {
    Object ob;
    PatternObject *re;     /* the pattern (an re.Pattern) */
    Object *string;     /* the subject */
    ssize_t pos, endpos; /* the range searched, clamped to 0..len(string) */
    uint32_t ngroups;
    ssize_t offs[];     /* 2*(ngroups+1) code point (or byte) indices; -1: the group did not take part */
} MatchObject;

Type RePattern_Type, ReMatch_Type;

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

/* sj for subject o: a TypeError for the wrong type; check: refuse a str
 * holding lone surrogates (a scan; skipped for a subject checked before). */
static int subject_init(PatternObject *c, Object *o, Subject *sj, bool check)
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
        if (check && !sj->direct && has_surrogate(sj->data, sj->nbytes)) {
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

static int subject_get(PatternObject *c, Object *o, Subject *sj) { return subject_init(c, o, sj, true); }

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

/* pos and endpos (NULL: 0 and the end) as CPython clamps them (0..len),
 * as indices (*pos, *end) and as byte offsets (*from, *to: -1 when end < pos). */
static int get_range(const Subject *sj, Object *pos_o, Object *end_o, ssize_t *pos_out, ssize_t *end_out,
                     ssize_t *from, ssize_t *to)
{
    ssize_t pos = 0, end = sj->len;
    if (pos_o != NULL && index_as_ssize(pos_o, NULL, &pos) < 0) return -1;
    if (end_o != NULL && index_as_ssize(end_o, NULL, &end) < 0) return -1;
    if (pos < 0) pos = 0;
    if (pos > sj->len) pos = sj->len;
    if (end < 0) end = 0;
    if (end > sj->len) end = sj->len;
    *pos_out = pos;
    *end_out = end;
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
static pcre2_code *code_variant(PatternObject *c, int mode)
{
    pcre2_code *code = atomic_load_explicit(&c->code[mode], memory_order_acquire);
    if (code != NULL) return code;
    int err;
    PCRE2_SIZE off;
    uint32_t extra = mode == 1 ? PCRE2_ANCHORED : PCRE2_ANCHORED | PCRE2_ENDANCHORED;
    code = compile_text(c->text, c->options | extra, &err, &off);
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

/* Fill c's group tables from re.py's groupindex (dict name -> number) and
 * parents (group -> enclosing group, 0 at the top, one per group and 0). */
static int code_set_groups(PatternObject *c, Object *groupindex, Object *parents)
{
    uint32_t n = c->ngroups;
    if (!is_dict(groupindex) || !is_tuple(parents))
        return err_set(&Exc_TypeError, "_re.compile: groupindex must be a dict, parents a tuple"), -1;
    if (tuple_len(parents) != (ssize_t)n + 1)
        return err_set(&Exc_ValueError, "_re.compile: parents do not match the pattern's groups"), -1;
    c->groupindex = dict_copy(groupindex); /* its own: Python code cannot change it */
    if (c->groupindex == NULL) return -1;
    c->parents = malloc(sizeof(uint32_t) * (n + 1));
    if (c->parents == NULL) return err_no_memory(), -1;
    for (uint32_t g = 0; g <= n; g++) {
        ssize_t p = num_as_ssize(tuple_items(parents)[g]);
        if (p == -1 && err_occurred()) return -1;
        if (p < 0 || (uint32_t)p >= (g == 0 ? 1 : g))
            return err_set(&Exc_ValueError, "_re.compile: a group's parent must come before it"), -1;
        c->parents[g] = (uint32_t)p;
    }
    c->names = tuple_new((ssize_t)n + 1);
    if (c->names == NULL) return -1;
    for (uint32_t g = 0; g <= n; g++) tuple_items(c->names)[g] = NEWREF(None);
    ssize_t pos = 0;
    Object *k, *v;
    while (dict_next(c->groupindex, &pos, &k, &v)) {
        ssize_t g = is_small(v) ? small_val(v) : -1;
        if (g < 1 || g > (ssize_t)n)
            return err_set(&Exc_ValueError, "_re.compile: a group name names no group"), -1;
        Object *old = tuple_items(c->names)[g];
        tuple_items(c->names)[g] = NEWREF(k);
        DECREF(old);
    }
    return 0;
}

/* _re.compile(cls, pattern, pyflags, text, flags, groupindex, parents): an
 * instance of cls (re.Pattern, a class deriving from _re.Pattern) for
 * `pattern` with Python flags `pyflags`, holding `text` (the PCRE2 form)
 * compiled with `flags`, or (message, offset) when PCRE2 refuses the text
 * (offset in code points for a str). */
static Object *re_compile(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("compile", kwnames) < 0 || args_count("compile", nargs, 7, 7) < 0) return NULL;
    Object *cls = args[0], *orig = args[1], *pat = args[3];
    ssize_t pyflags = num_as_ssize(args[2]);
    if (pyflags == -1 && err_occurred()) return NULL;
    args += 2; /* the rest as (cls, text, flags, groupindex, parents) */
    if (!is_type(cls) || !type_is_subtype((Type *)cls, &RePattern_Type))
        return err_set(&Exc_TypeError, "_re.compile: cls must derive from _re.Pattern");
    ssize_t flags = num_as_ssize(args[2]);
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
    Type *t = (Type *)cls;
    size_t size = t->basicsize > sizeof(PatternObject) ? t->basicsize : sizeof(PatternObject);
    PatternObject *c = (PatternObject *)obj_alloc(t, size);
    if (c == NULL) {
        pcre2_code_free(code);
        return NULL;
    }
    c->orig = NEWREF(orig);
    c->flags = pyflags;
    c->text = NEWREF(pat);
    atomic_init(&c->code[0], code);
    atomic_init(&c->code[1], NULL);
    atomic_init(&c->code[2], NULL);
    c->options = options;
    c->is_bytes = bytes;
    uint32_t n = 0;
    (void)pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &n);
    c->ngroups = n;
    if (code_set_groups(c, args[3], args[4]) < 0) {
        DECREF((Object *)c);
        return NULL;
    }
    return (Object *)c;
}

/* ---- matching ------------------------------------------------------------- */

/* One match attempt in [from, to) of the subject bytes.  1 matched (the
 * offsets in md), 0 no match, -1 error. */
static int run_match(PatternObject *c, const Subject *sj, ssize_t from, ssize_t to, int mode, uint32_t opts,
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
static Object *offsets_tuple(PatternObject *c, const Subject *sj, pcre2_match_data *md)
{
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    uint32_t n = 2 * (c->ngroups + 1);
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (uint32_t i = 0; i < n; i++)
        tuple_items(t)[i] = int_from_i64(ov[i] == PCRE2_UNSET ? -1 : to_index(sj, ov[i]));
    return t;
}

/* New ref: a Match of the match in md; pos and endpos as Match.pos/endpos. */
static Object *match_make(PatternObject *c, const Subject *sj, ssize_t pos, ssize_t endpos, pcre2_match_data *md)
{
    uint32_t n = 2 * (c->ngroups + 1);
    MatchObject *m = (MatchObject *)obj_alloc_raw(&ReMatch_Type, sizeof(MatchObject) + n * sizeof(ssize_t));
    if (m == NULL) return NULL;
    m->re = (PatternObject *)NEWREF((Object *)c);
    m->string = NEWREF(sj->obj);
    m->pos = pos;
    m->endpos = endpos;
    m->ngroups = c->ngroups;
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    for (uint32_t i = 0; i < n; i++) m->offs[i] = ov[i] == PCRE2_UNSET ? -1 : to_index(sj, ov[i]);
    return (Object *)m;
}

/* One match in [pos, end) (clamped indices) of the subject, the attempt
 * starting at index `at` (pos <= at): a Match or None. */
static Object *find_range(PatternObject *c, const Subject *sj, ssize_t pos, ssize_t end, ssize_t at, int mode,
                          bool ne)
{
    if (end < pos || at > end) return NEWREF(None);
    ssize_t from = to_offset(sj, at), to = to_offset(sj, end);
    pcre2_match_context *mctx;
    pcre2_match_data *md = thread_md(c->ngroups + 1, &mctx);
    if (md == NULL) return NULL;
    int r = run_match(c, sj, from, to, mode, ne ? PCRE2_NOTEMPTY_ATSTART : 0, md, mctx);
    if (r <= 0) return r < 0 ? NULL : NEWREF(None);
    return match_make(c, sj, pos, end, md);
}

/* One match of string in [pos, endpos) (NULL: 0, the end): a Match or None. */
static Object *find_one(PatternObject *c, Object *string, Object *pos_o, Object *end_o, int mode)
{
    Subject sj;
    ssize_t pos, end, from, to;
    if (subject_get(c, string, &sj) < 0 || get_range(&sj, pos_o, end_o, &pos, &end, &from, &to) < 0) return NULL;
    return find_range(c, &sj, pos, end, pos, mode, false);
}

static const char *const find_names[] = {"string", "pos", "endpos", NULL};

/* Pattern.search/match/fullmatch(string, pos=0, endpos=sys.maxsize). */
static Object *pattern_find(const char *fname, int mode, Object *self, Object *const *args, ssize_t nargs,
                            Object *kwnames)
{
    if (nargs == 1 && (kwnames == NULL || tuple_len(kwnames) == 0))
        return find_one((PatternObject *)self, args[0], NULL, NULL, mode);
    Object *a[3] = {NULL, NULL, NULL};
    if (args_parse(fname, args, nargs, kwnames, find_names, 0, 1, a) < 0) return NULL;
    return find_one((PatternObject *)self, a[0], a[1], a[2], mode);
}

static Object *pattern_search(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return pattern_find("search", 0, self, args, nargs, kwnames);
}
static Object *pattern_match(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return pattern_find("match", 1, self, args, nargs, kwnames);
}
static Object *pattern_fullmatch(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return pattern_find("fullmatch", 2, self, args, nargs, kwnames);
}

/* finditer(string, pos=0, endpos=sys.maxsize): an iterator of the
 * matches, one after the other (the essay's rule), made as it goes. */
typedef struct {
    Object ob;
    PatternObject *re;
    Object *string;      /* checked by finditer (type, surrogates) */
    ssize_t pos, end;    /* clamped indices; immutable */
    /* ob_mutex guards these four: read and written only under it */
    ssize_t at;          /* where the next attempt starts */
    bool ne;             /* the last match was empty and ended at `at` */
    bool done;
    uint64_t step;       /* advances made: see finditer_next */
} FindIterObject;

Type ReFindIter_Type;

static Object *pattern_finditer(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PatternObject *c = (PatternObject *)self;
    Object *a[3] = {NULL, NULL, NULL};
    if (args_parse("finditer", args, nargs, kwnames, find_names, 0, 1, a) < 0) return NULL;
    Subject sj;
    ssize_t pos, end, from, to;
    if (subject_get(c, a[0], &sj) < 0 || get_range(&sj, a[1], a[2], &pos, &end, &from, &to) < 0) return NULL;
    FindIterObject *it = (FindIterObject *)obj_alloc(&ReFindIter_Type, sizeof(FindIterObject));
    if (it == NULL) return NULL;
    it->re = (PatternObject *)NEWREF(self);
    it->string = NEWREF(a[0]);
    it->pos = pos;
    it->end = end;
    it->at = pos;
    it->ne = false;
    it->done = end < pos;
    it->step = 0;
    return (Object *)it;
}

/* The next match.  The state is read under the lock, the match runs
 * without it (it allocates the Match), and the state advances only if no
 * other thread advanced it meanwhile (`step` unchanged); otherwise the
 * match is dropped and tried again from the new state, so threads sharing
 * one iterator each get different matches, every match once. */
static Object *finditer_next(Object *self)
{
    FindIterObject *it = (FindIterObject *)self;
    Subject sj;
    if (subject_init(it->re, it->string, &sj, false) < 0) return NULL;
    for (;;) {
        obj_lock(self);
        ssize_t at = it->at;
        bool ne = it->ne, done = it->done;
        uint64_t step = it->step;
        obj_unlock(self);
        if (done) return NULL;
        Object *m = find_range(it->re, &sj, it->pos, it->end, at, 0, ne);
        if (m == NULL) return NULL;
        ssize_t start = 0, end = 0;
        if (m != None) {
            start = ((MatchObject *)m)->offs[0];
            end = ((MatchObject *)m)->offs[1];
        }
        obj_lock(self);
        bool won = it->step == step;
        if (won) {
            it->step++;
            if (m == None) {
                it->done = true;
            } else {
                it->at = end;
                it->ne = start == end;
            }
        }
        obj_unlock(self);
        if (won && m != None) return m;
        DECREF(m);
        if (won) return NULL;
    }
}

static void finditer_dealloc(Object *self)
{
    FindIterObject *it = (FindIterObject *)self;
    DECREF((Object *)it->re);
    CLEAR(it->string);
    obj_free(self);
}

/* CPython's finditer gives a callable_iterator (over a scanner's search). */
Type ReFindIter_Type = {
    TYPE_HEAD_INIT,
    .name = "callable_iterator",
    .basicsize = sizeof(FindIterObject),
    .dealloc = finditer_dealloc,
    .iter = iter_return_self,
    .iternext = finditer_next,
};

/* The matches in [from, to), one after the other (the essay's rule):
 * each is handed to `each` (0 go on, -1 error); at most `count` (0: all). */
typedef int (*EachMatch)(PatternObject *c, const Subject *sj, pcre2_match_data *md, void *acc);

static int scan_matches(PatternObject *c, const Subject *sj, ssize_t from, ssize_t to, ssize_t count, EachMatch each,
                        void *acc)
{
    uint32_t opts = 0;
    ssize_t found = 0;
    while (from <= to) {
        /* Fetched each time: `each` may run Python code (sub's function)
         * that matches on this thread and replaces the match data. */
        pcre2_match_context *mctx;
        pcre2_match_data *md = thread_md(c->ngroups + 1, &mctx);
        if (md == NULL) return -1;
        int r = run_match(c, sj, from, to, 0, opts, md, mctx);
        if (r <= 0) return r;
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
        PCRE2_SIZE start = ov[0], end = ov[1];
        if (each(c, sj, md, acc) < 0) return -1;
        opts = end == start ? PCRE2_NOTEMPTY_ATSTART : 0;
        from = (ssize_t)end;
        if (++found == count) break;
    }
    return 0;
}

static Object *group_piece(const Subject *sj, PCRE2_SIZE *ov, uint32_t g)
{
    if (ov[2 * g] == PCRE2_UNSET) return subject_piece(sj, 0, 0);
    return subject_piece(sj, ov[2 * g], ov[2 * g + 1]);
}

static int findall_one(PatternObject *c, const Subject *sj, pcre2_match_data *md, void *acc)
{
    Object *list = acc;
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

static int scan_one(PatternObject *c, const Subject *sj, pcre2_match_data *md, void *acc)
{
    Object *list = acc;
    Object *t = offsets_tuple(c, sj, md);
    if (t == NULL) return -1;
    return list_append_steal(list, t);
}

/* findall(string, pos=0, endpos=sys.maxsize): re.findall's list. */
static Object *pattern_findall(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PatternObject *c = (PatternObject *)self;
    Object *a[3] = {NULL, NULL, NULL};
    if (args_parse("findall", args, nargs, kwnames, find_names, 0, 1, a) < 0) return NULL;
    Subject sj;
    ssize_t pos, end, from, to;
    if (subject_get(c, a[0], &sj) < 0 || get_range(&sj, a[1], a[2], &pos, &end, &from, &to) < 0) return NULL;
    Object *list = list_new(0);
    if (list == NULL) return NULL;
    if (to >= 0 && scan_matches(c, &sj, from, to, 0, findall_one, list) < 0) {
        DECREF(list);
        return NULL;
    }
    return list;
}

/* _scan(string, count): the offset tuples of the matches in the whole
 * string, at most count (0: all; < 0: none). */
static Object *pattern_scan(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PatternObject *c = (PatternObject *)self;
    if (args_no_kw("_scan", kwnames) < 0 || args_count("_scan", nargs, 2, 2) < 0) return NULL;
    Subject sj;
    ssize_t pos, end, from, to;
    if (subject_get(c, args[0], &sj) < 0 || get_range(&sj, NULL, NULL, &pos, &end, &from, &to) < 0) return NULL;
    ssize_t count = num_as_ssize(args[1]);
    if (count == -1 && err_occurred()) return NULL;
    Object *list = list_new(0);
    if (list == NULL) return NULL;
    if (count >= 0 && scan_matches(c, &sj, from, to, count, scan_one, list) < 0) {
        DECREF(list);
        return NULL;
    }
    return list;
}

/* split(string, maxsplit=0): the pieces between the matches, each match's
 * groups between them (None for a group that did not take part). */
typedef struct {
    Object *list;
    PCRE2_SIZE last; /* where the next piece starts (bytes) */
} SplitAcc;

static int split_one(PatternObject *c, const Subject *sj, pcre2_match_data *md, void *acc)
{
    SplitAcc *a = acc;
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    if (list_append_steal(a->list, subject_piece(sj, a->last, ov[0])) < 0) return -1;
    for (uint32_t g = 1; g <= c->ngroups; g++) {
        Object *p = ov[2 * g] == PCRE2_UNSET ? NEWREF(None) : subject_piece(sj, ov[2 * g], ov[2 * g + 1]);
        if (list_append_steal(a->list, p) < 0) return -1;
    }
    a->last = ov[1];
    return 0;
}

static Object *pattern_split(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"string", "maxsplit", NULL};
    PatternObject *c = (PatternObject *)self;
    Object *a[2] = {NULL, NULL};
    if (args_parse("split", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Subject sj;
    ssize_t pos, end, from, to, maxsplit = 0;
    if (subject_get(c, a[0], &sj) < 0 || get_range(&sj, NULL, NULL, &pos, &end, &from, &to) < 0) return NULL;
    if (a[1] != NULL && index_as_ssize(a[1], NULL, &maxsplit) < 0) return NULL;
    SplitAcc acc = {list_new(0), 0};
    if (acc.list == NULL) return NULL;
    if ((maxsplit >= 0 && scan_matches(c, &sj, from, to, maxsplit, split_one, &acc) < 0) ||
        list_append_steal(acc.list, subject_piece(&sj, acc.last, (PCRE2_SIZE)sj.nbytes)) < 0) {
        DECREF(acc.list);
        return NULL;
    }
    return acc.list;
}

/* _subt(template, string, count): sub/subn with a parsed template (a
 * tuple of literal pieces, of the subject's type, and group numbers):
 * (result, number of matches), or None when nothing matched. */
typedef struct {
    Object *template;
    StrBuilder sb;   /* the result's bytes (also for a bytes subject) */
    PCRE2_SIZE last;
    ssize_t n;
} SubAcc;

static int sub_one(PatternObject *c, const Subject *sj, pcre2_match_data *md, void *acc)
{
    (void)c;
    SubAcc *a = acc;
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    if (sb_add(&a->sb, sj->data + a->last, ov[0] - a->last) < 0) return -1;
    for (ssize_t k = 0; k < tuple_len(a->template); k++) {
        Object *item = tuple_items(a->template)[k];
        int rc;
        if (is_small(item)) {
            intptr_t g = small_val(item);
            if (ov[2 * g] == PCRE2_UNSET) continue;
            rc = sb_add(&a->sb, sj->data + ov[2 * g], ov[2 * g + 1] - ov[2 * g]);
        } else if (sj->is_bytes) {
            rc = sb_add(&a->sb, bytes_data(item), (size_t)bytes_len(item));
        } else {
            rc = sb_add(&a->sb, str_cstr(item), (size_t)str_nbytes(item));
        }
        if (rc < 0) return -1;
    }
    a->last = ov[1];
    a->n++;
    return 0;
}

static Object *pattern_subt(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PatternObject *c = (PatternObject *)self;
    if (args_no_kw("_subt", kwnames) < 0 || args_count("_subt", nargs, 3, 3) < 0) return NULL;
    Object *t = args[0];
    if (!is_tuple(t)) return err_set(&Exc_TypeError, "_subt: the template must be a tuple");
    for (ssize_t k = 0; k < tuple_len(t); k++) { /* checked first: sub_one trusts it */
        Object *item = tuple_items(t)[k];
        bool ok = is_small(item) ? small_val(item) >= 0 && small_val(item) <= (intptr_t)c->ngroups
                                 : (c->is_bytes ? re_is_bytes(item) : is_str(item));
        if (!ok) return err_set(&Exc_TypeError, "_subt: bad template item");
    }
    Subject sj;
    ssize_t pos, end, from, to, count;
    if (subject_get(c, args[1], &sj) < 0 || get_range(&sj, NULL, NULL, &pos, &end, &from, &to) < 0) return NULL;
    if (index_as_ssize(args[2], NULL, &count) < 0) return NULL;
    SubAcc acc = {.template = t, .last = 0, .n = 0};
    sb_init(&acc.sb);
    if (count < 0 || scan_matches(c, &sj, from, to, count, sub_one, &acc) < 0 || acc.n == 0 ||
        sb_add(&acc.sb, sj.data + acc.last, (size_t)sj.nbytes - acc.last) < 0) {
        sb_discard(&acc.sb);
        return err_occurred() ? NULL : NEWREF(None);
    }
    Object *r;
    if (sj.is_bytes) {
        r = bytes_from(acc.sb.buf, (ssize_t)acc.sb.len);
        sb_discard(&acc.sb);
    } else {
        r = sb_finish(&acc.sb);
    }
    if (r == NULL) return NULL;
    Object *out = tuple_pack(2, r, int_from_i64(acc.n));
    DECREF(r);
    return out;
}

/* _subc(function, string, count): sub/subn with a function: its results
 * joined as CPython joins them (its messages for a result of the wrong
 * type), with the number of matches; None when nothing matched. */
typedef struct {
    Object *func, *pieces;
    PCRE2_SIZE last;
    ssize_t n;
} SubcAcc;

static int subc_one(PatternObject *c, const Subject *sj, pcre2_match_data *md, void *acc)
{
    SubcAcc *a = acc;
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    PCRE2_SIZE start = ov[0], end = ov[1];
    if (a->last < start && list_append_steal(a->pieces, subject_piece(sj, a->last, start)) < 0) return -1;
    Object *m = match_make(c, sj, 0, sj->len, md); /* the offsets are copied before Python code runs */
    if (m == NULL) return -1;
    Object *r = obj_call(a->func, &m, 1, NULL);
    DECREF(m);
    if (r == NULL) return -1;
    if (r == None)
        DECREF(r);
    else if (list_append_steal(a->pieces, r) < 0)
        return -1;
    a->last = end;
    a->n++;
    return 0;
}

static Object *pattern_subc(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PatternObject *c = (PatternObject *)self;
    if (args_no_kw("_subc", kwnames) < 0 || args_count("_subc", nargs, 3, 3) < 0) return NULL;
    Subject sj;
    ssize_t pos, end, from, to, count;
    if (subject_get(c, args[1], &sj) < 0 || get_range(&sj, NULL, NULL, &pos, &end, &from, &to) < 0) return NULL;
    if (index_as_ssize(args[2], NULL, &count) < 0) return NULL;
    SubcAcc acc = {.func = args[0], .pieces = list_new(0), .last = 0, .n = 0};
    if (acc.pieces == NULL) return NULL;
    if (count < 0 || scan_matches(c, &sj, from, to, count, subc_one, &acc) < 0 || acc.n == 0 ||
        (acc.last < (PCRE2_SIZE)sj.nbytes &&
         list_append_steal(acc.pieces, subject_piece(&sj, acc.last, (PCRE2_SIZE)sj.nbytes)) < 0)) {
        DECREF(acc.pieces);
        return err_occurred() ? NULL : NEWREF(None);
    }
    Object *empty = sj.is_bytes ? bytes_from("", 0) : str_from_cstr("");
    Object *r = empty == NULL ? NULL : obj_call_method(empty, "join", &acc.pieces, 1);
    XDECREF(empty);
    DECREF(acc.pieces);
    if (r == NULL) return NULL;
    Object *out = tuple_pack(2, r, int_from_i64(acc.n));
    DECREF(r);
    return out;
}

/* ---- the Pattern type ---------------------------------------------------- */

static int pattern_traverse(Object *self, VisitFunc visit, void *arg)
{
    PatternObject *c = (PatternObject *)self;
    if (c->groupindex && visit(c->groupindex, arg)) return 1;
    if (c->names && visit(c->names, arg)) return 1;
    return 0;
}

static void pattern_dealloc(Object *self)
{
    PatternObject *c = (PatternObject *)self;
    for (int i = 0; i < 3; i++) {
        pcre2_code *code = atomic_load_explicit(&c->code[i], memory_order_relaxed);
        if (code != NULL) pcre2_code_free(code);
    }
    CLEAR(c->orig);
    CLEAR(c->text);
    CLEAR(c->groupindex);
    CLEAR(c->names);
    free(c->parents);
    c->parents = NULL;
    obj_free(self);
}

static Object *pattern_get_pattern(Object *self, void *ctx)
{
    (void)ctx;
    return NEWREF(((PatternObject *)self)->orig);
}

static Object *pattern_get_flags(Object *self, void *ctx)
{
    (void)ctx;
    return int_from_i64(((PatternObject *)self)->flags);
}

static Object *pattern_get_groups(Object *self, void *ctx)
{
    (void)ctx;
    return int_from_i64(((PatternObject *)self)->ngroups);
}

/* A fresh dict each time (CPython's is a read-only mappingproxy). */
static Object *pattern_get_groupindex(Object *self, void *ctx)
{
    (void)ctx;
    return dict_copy(((PatternObject *)self)->groupindex);
}

static const GetSetDef pattern_getset[] = {
    {"pattern", pattern_get_pattern, NULL, NULL},
    {"flags", pattern_get_flags, NULL, NULL},
    {"groups", pattern_get_groups, NULL, NULL},
    {"groupindex", pattern_get_groupindex, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

static const MethodDef pattern_methods[] = {
    {"search", pattern_search, METH_DEFAULT},
    {"match", pattern_match, METH_DEFAULT},
    {"fullmatch", pattern_fullmatch, METH_DEFAULT},
    {"findall", pattern_findall, METH_DEFAULT},
    {"finditer", pattern_finditer, METH_DEFAULT},
    {"split", pattern_split, METH_DEFAULT},
    {"_scan", pattern_scan, METH_DEFAULT},
    {"_subt", pattern_subt, METH_DEFAULT},
    {"_subc", pattern_subc, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type RePattern_Type = {
    TYPE_HEAD_INIT,
    .name = "_re.Pattern",
    .basicsize = sizeof(PatternObject),
    .flags = TPF_GC | TPF_BASETYPE | TPF_WEAKREFABLE,
    .dealloc = pattern_dealloc,
    .traverse = pattern_traverse,
    .methods = pattern_methods,
    .getset = pattern_getset,
};

/* ---- the Match type ------------------------------------------------------ */

#define MSELF ((MatchObject *)self)

/* The group number g names (an int or a group name), or -1 with
 * IndexError('no such group'), as CPython. */
static ssize_t match_index(MatchObject *m, Object *g)
{
    ssize_t i;
    if (is_small(g)) {
        i = small_val(g);
    } else if (is_str(g)) {
        Object *v = dict_get(m->re->groupindex, g);
        if (v == NULL) {
            if (err_occurred()) return -1;
            goto bad;
        }
        i = num_as_ssize(v);
        DECREF(v);
        if (i == -1 && err_occurred()) return -1;
    } else if (TYPE(g)->nb_index != NULL || is_int(g)) {
        if (index_as_ssize(g, NULL, &i) < 0) return -1;
    } else { /* as CPython: a lookup in groupindex (an unhashable key raises TypeError) */
        Object *v = dict_get(m->re->groupindex, g);
        if (v == NULL) {
            if (err_occurred()) return -1;
            goto bad;
        }
        i = num_as_ssize(v);
        DECREF(v);
        if (i == -1 && err_occurred()) return -1;
    }
    if (i >= 0 && i <= (ssize_t)m->ngroups) return i;
bad:
    err_set(&Exc_IndexError, "no such group");
    return -1;
}

/* New ref: group g's text, or dflt when it did not take part. */
static Object *match_piece(MatchObject *m, ssize_t g, Object *dflt)
{
    ssize_t a = m->offs[2 * g], b = m->offs[2 * g + 1];
    if (a < 0) return NEWREF(dflt);
    Object *s = m->string;
    if (is_str(s)) {
        if (str_nbytes(s) != str_len(s)) {
            a = str_offset(s, a);
            b = str_offset(s, b);
        }
        return str_subbytes(s, a, b);
    }
    return bytes_from(bytes_data(s) + a, b - a);
}

static Object *match_group(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    MatchObject *m = MSELF;
    if (args_no_kw("Match.group", kwnames) < 0) return NULL;
    if (nargs == 0) return match_piece(m, 0, None);
    if (nargs == 1) {
        ssize_t g = match_index(m, args[0]);
        return g < 0 ? NULL : match_piece(m, g, None);
    }
    Object *t = tuple_new(nargs);
    if (t == NULL) return NULL;
    for (ssize_t k = 0; k < nargs; k++) tuple_items(t)[k] = NEWREF(None);
    for (ssize_t k = 0; k < nargs; k++) {
        ssize_t g = match_index(m, args[k]);
        Object *p = g < 0 ? NULL : match_piece(m, g, None);
        if (p == NULL) {
            DECREF(t);
            return NULL;
        }
        DECREF(tuple_items(t)[k]);
        tuple_items(t)[k] = p;
    }
    return t;
}

static Object *match_getitem(Object *self, Object *key)
{
    ssize_t g = match_index(MSELF, key);
    return g < 0 ? NULL : match_piece(MSELF, g, None);
}

static const char *const default_names[] = {"default", NULL};

static Object *match_groups(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    MatchObject *m = MSELF;
    Object *dflt = None;
    if (nargs != 0 || kwnames != NULL) {
        Object *a[1] = {NULL};
        if (args_parse("groups", args, nargs, kwnames, default_names, 0, 0, a) < 0) return NULL;
        if (a[0] != NULL) dflt = a[0];
    }
    Object *t = tuple_new(m->ngroups);
    if (t == NULL) return NULL;
    for (uint32_t g = 0; g < m->ngroups; g++) tuple_items(t)[g] = NEWREF(None);
    for (uint32_t g = 1; g <= m->ngroups; g++) {
        Object *p = match_piece(m, g, dflt);
        if (p == NULL) {
            DECREF(t);
            return NULL;
        }
        DECREF(tuple_items(t)[g - 1]);
        tuple_items(t)[g - 1] = p;
    }
    return t;
}

static Object *match_groupdict(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    MatchObject *m = MSELF;
    Object *dflt = None;
    if (nargs != 0 || kwnames != NULL) {
        Object *a[1] = {NULL};
        if (args_parse("groupdict", args, nargs, kwnames, default_names, 0, 0, a) < 0) return NULL;
        if (a[0] != NULL) dflt = a[0];
    }
    Object *d = dict_new();
    if (d == NULL) return NULL;
    ssize_t pos = 0;
    Object *k, *v;
    while (dict_next(m->re->groupindex, &pos, &k, &v)) {
        Object *p = match_piece(m, small_val(v), dflt); /* code_set_groups checked the numbers */
        if (p == NULL || dict_set(d, k, p) < 0) {
            XDECREF(p);
            DECREF(d);
            return NULL;
        }
        DECREF(p);
    }
    return d;
}

/* start/end/span's optional group argument (positional only): -1 error. */
static ssize_t match_group_arg(MatchObject *m, const char *fname, Object *const *args, ssize_t nargs,
                               Object *kwnames)
{
    if (nargs == 0 && kwnames == NULL) return 0;
    char qual[16];
    snprintf(qual, sizeof qual, "Match.%s", fname);
    if (args_no_kw(qual, kwnames) < 0) return -1;
    if (nargs > 1) return err_format(&Exc_TypeError, "%s expected at most 1 argument, got %zd", fname, nargs), -1;
    return nargs == 0 ? 0 : match_index(m, args[0]);
}

static Object *match_start(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t g = match_group_arg(MSELF, "start", args, nargs, kwnames);
    return g < 0 ? NULL : int_from_i64(MSELF->offs[2 * g]);
}

static Object *match_end(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t g = match_group_arg(MSELF, "end", args, nargs, kwnames);
    return g < 0 ? NULL : int_from_i64(MSELF->offs[2 * g + 1]);
}

static Object *span_of(MatchObject *m, ssize_t g)
{
    Object *t = tuple_new(2);
    if (t == NULL) return NULL;
    tuple_items(t)[0] = int_from_i64(m->offs[2 * g]);
    tuple_items(t)[1] = int_from_i64(m->offs[2 * g + 1]);
    return t;
}

static Object *match_span(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t g = match_group_arg(MSELF, "span", args, nargs, kwnames);
    return g < 0 ? NULL : span_of(MSELF, g);
}

/* expand(template): re.py parses the template (Pattern._expand_match). */
static Object *match_expand(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("Match.expand", kwnames) < 0 || args_count("expand", nargs, 1, 1) < 0) return NULL;
    Object *a[2] = {self, args[0]};
    return obj_call_method((Object *)MSELF->re, "_expand_match", a, 2);
}

static Object *match_self(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    (void)nargs;
    (void)kwnames;
    return NEWREF(self);
}

/* Is group `outer` around group `inner`? */
static bool encloses(const uint32_t *parents, ssize_t outer, ssize_t inner)
{
    while (inner) {
        inner = parents[inner];
        if (inner == outer) return true;
    }
    return false;
}

/* The group closed last (CPython's lastindex): of the groups that took
 * part, the one ending furthest right; of those ending at the same place,
 * the outermost.  0: none. */
static ssize_t match_lastindex_of(MatchObject *m)
{
    ssize_t best = 0, best_end = -1;
    for (ssize_t g = 1; g <= (ssize_t)m->ngroups; g++) {
        if (m->offs[2 * g] < 0) continue;
        ssize_t e = m->offs[2 * g + 1];
        if (e > best_end) {
            best = g;
            best_end = e;
        } else if (e == best_end && !encloses(m->re->parents, best, g)) {
            best = g;
        }
    }
    return best;
}

static Object *match_get_lastindex(Object *self, void *ctx)
{
    (void)ctx;
    ssize_t g = match_lastindex_of(MSELF);
    return g == 0 ? NEWREF(None) : int_from_i64(g);
}

static Object *match_get_lastgroup(Object *self, void *ctx)
{
    (void)ctx;
    ssize_t g = match_lastindex_of(MSELF);
    return NEWREF(g == 0 ? None : tuple_items(MSELF->re->names)[g]);
}

static Object *match_get_re(Object *self, void *ctx)
{
    (void)ctx;
    return NEWREF((Object *)MSELF->re);
}

static Object *match_get_string(Object *self, void *ctx)
{
    (void)ctx;
    return NEWREF(MSELF->string);
}

static Object *match_get_pos(Object *self, void *ctx)
{
    (void)ctx;
    return int_from_i64(MSELF->pos);
}

static Object *match_get_endpos(Object *self, void *ctx)
{
    (void)ctx;
    return int_from_i64(MSELF->endpos);
}

static Object *match_get_regs(Object *self, void *ctx)
{
    (void)ctx;
    MatchObject *m = MSELF;
    Object *t = tuple_new(m->ngroups + 1);
    if (t == NULL) return NULL;
    for (uint32_t g = 0; g <= m->ngroups; g++) tuple_items(t)[g] = NEWREF(None);
    for (uint32_t g = 0; g <= m->ngroups; g++) {
        Object *s = span_of(m, g);
        if (s == NULL) {
            DECREF(t);
            return NULL;
        }
        DECREF(tuple_items(t)[g]);
        tuple_items(t)[g] = s;
    }
    return t;
}

static Object *match_repr(Object *self)
{
    MatchObject *m = MSELF;
    Object *g0 = match_piece(m, 0, None);
    if (g0 == NULL) return NULL;
    Object *r = obj_repr(g0);
    DECREF(g0);
    if (r == NULL) return NULL;
    if (str_len(r) > 50) {
        Object *cut = str_subbytes(r, 0, str_offset(r, 50));
        DECREF(r);
        if (cut == NULL) return NULL;
        r = cut;
    }
    Object *out = str_from_format("<re.Match object; span=(%zd, %zd), match=%U>", m->offs[0], m->offs[1], r);
    DECREF(r);
    return out;
}

/* A Match has [] (a mapping's, in CPython) but is not a sequence: no
 * iteration through __getitem__. */
static Object *match_iter(Object *self)
{
    return err_format(&Exc_TypeError, "'%s' object is not iterable", TYPE(self)->name);
}

static void match_dealloc(Object *self)
{
    DECREF((Object *)MSELF->re);
    CLEAR(MSELF->string);
    obj_free(self);
}

static const MethodDef match_methods[] = {
    {"group", match_group, METH_DEFAULT},
    {"groups", match_groups, METH_DEFAULT},
    {"groupdict", match_groupdict, METH_DEFAULT},
    {"start", match_start, METH_DEFAULT},
    {"end", match_end, METH_DEFAULT},
    {"span", match_span, METH_DEFAULT},
    {"expand", match_expand, METH_DEFAULT},
    {"__copy__", match_self, METH_DEFAULT},
    {"__deepcopy__", match_self, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef match_getset[] = {
    {"lastindex", match_get_lastindex, NULL, NULL},
    {"lastgroup", match_get_lastgroup, NULL, NULL},
    {"re", match_get_re, NULL, NULL},
    {"string", match_get_string, NULL, NULL},
    {"pos", match_get_pos, NULL, NULL},
    {"endpos", match_get_endpos, NULL, NULL},
    {"regs", match_get_regs, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type ReMatch_Type = {
    TYPE_HEAD_INIT,
    .name = "re.Match",
    .basicsize = sizeof(MatchObject),
    .dealloc = match_dealloc,
    .repr = match_repr,
    .getitem = match_getitem,
    .iter = match_iter,
    .methods = match_methods,
    .getset = match_getset,
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
    if (type_ready(&RePattern_Type) < 0 || type_ready(&ReMatch_Type) < 0 || type_ready(&ReFindIter_Type) < 0)
        return -1;
    cctx = pcre2_compile_context_create(NULL);
    if (cctx == NULL) {
        err_no_memory();
        return -1;
    }
    pcre2_set_newline(cctx, PCRE2_NEWLINE_LF);
    pcre2_set_bsr(cctx, PCRE2_BSR_ANYCRLF);
    Object *m = module_new_builtin("_re", re_methods);
    if (m == NULL) return -1;
    if (dict_set_cstr(module_dict(m), "Pattern", (Object *)&RePattern_Type) < 0) return -1;
    return dict_set_cstr(module_dict(m), "Match", (Object *)&ReMatch_Type);
}
