/* ast_dump.c: print a tree in the format of Python's ast.dump().
 *
 * For tests and debugging: the same source parsed by CPython and dumped
 * with `ast.dump(ast.parse(src))` gives the same text, so a parser test
 * can compare the two trees as strings.  Optional fields that are absent
 * are left out and constants are printed with repr(), as ast.dump does.
 */
#include <stdio.h>

#include "compiler/ast.h"
#include "runtime/api.h"

static void expr(FILE *f, Expr *e);
static void stmts(FILE *f, Seq s);

static void obj(FILE *f, Object *o)
{
    if (o == NULL) {
        fputs("None", f);
        return;
    }
    Object *r = obj_repr(o);
    if (r == NULL) {
        err_clear();
        fputs("<?>", f);
        return;
    }
    fputs(str_cstr(r), f);
    DECREF(r);
}

static void exprs(FILE *f, Seq s)
{
    fputc('[', f);
    for (int i = 0; i < s.n; i++) {
        if (i) fputs(", ", f);
        if (s.items[i] == NULL) fputs("None", f);
        else expr(f, s.items[i]);
    }
    fputc(']', f);
}

static void ctx(FILE *f, ExprCtx c)
{
    fprintf(f, ", ctx=%s()", c == CTX_STORE ? "Store" : c == CTX_DEL ? "Del" : "Load");
}

static const char *binop_name(int op)
{
    static const char *const names[] = {"Add", "Sub", "Mult", "Div", "FloorDiv", "Mod", "Pow",
                                        "LShift", "RShift", "BitAnd", "BitOr", "BitXor", "MatMult"};
    return op >= 0 && op < BIN__COUNT ? names[op] : "?";
}

static const char *cmpop_name(CmpOpKind op)
{
    static const char *const names[] = {"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"};
    return names[op];
}

static void arg(FILE *f, Arg *a)
{
    fputs("arg(arg=", f);
    obj(f, a->arg);
    if (a->annotation) {
        fputs(", annotation=", f);
        expr(f, a->annotation);
    }
    fputc(')', f);
}

static void args_list(FILE *f, Seq s)
{
    fputc('[', f);
    for (int i = 0; i < s.n; i++) {
        if (i) fputs(", ", f);
        arg(f, s.items[i]);
    }
    fputc(']', f);
}

static void arguments(FILE *f, Arguments *a)
{
    fputs("arguments(posonlyargs=", f);
    args_list(f, a->posonlyargs);
    fputs(", args=", f);
    args_list(f, a->args);
    if (a->vararg) {
        fputs(", vararg=", f);
        arg(f, a->vararg);
    }
    fputs(", kwonlyargs=", f);
    args_list(f, a->kwonlyargs);
    fputs(", kw_defaults=", f);
    exprs(f, a->kw_defaults);
    if (a->kwarg) {
        fputs(", kwarg=", f);
        arg(f, a->kwarg);
    }
    fputs(", defaults=", f);
    exprs(f, a->defaults);
    fputc(')', f);
}

static void keywords(FILE *f, Seq s)
{
    fputc('[', f);
    for (int i = 0; i < s.n; i++) {
        Keyword *k = s.items[i];
        if (i) fputs(", ", f);
        fputs("keyword(", f);
        if (k->arg) {
            fputs("arg=", f);
            obj(f, k->arg);
            fputs(", ", f);
        }
        fputs("value=", f);
        expr(f, k->value);
        fputc(')', f);
    }
    fputc(']', f);
}

static void generators(FILE *f, Seq s)
{
    fputc('[', f);
    for (int i = 0; i < s.n; i++) {
        Comprehension *c = s.items[i];
        if (i) fputs(", ", f);
        fputs("comprehension(target=", f);
        expr(f, c->target);
        fputs(", iter=", f);
        expr(f, c->iter);
        fputs(", ifs=", f);
        exprs(f, c->ifs);
        fprintf(f, ", is_async=%d)", c->is_async);
    }
    fputc(']', f);
}

static void field(FILE *f, const char *name, Expr *e)
{
    if (e == NULL) return;
    fprintf(f, ", %s=", name);
    expr(f, e);
}

static void expr(FILE *f, Expr *e)
{
    switch (e->kind) {
    case E_BOOLOP:
        fprintf(f, "BoolOp(op=%s(), values=", e->u.boolop.op == BOOL_AND ? "And" : "Or");
        exprs(f, e->u.boolop.values);
        fputc(')', f);
        break;
    case E_NAMEDEXPR:
        fputs("NamedExpr(target=", f);
        expr(f, e->u.namedexpr.target);
        fputs(", value=", f);
        expr(f, e->u.namedexpr.value);
        fputc(')', f);
        break;
    case E_BINOP:
        fputs("BinOp(left=", f);
        expr(f, e->u.binop.left);
        fprintf(f, ", op=%s(), right=", binop_name(e->u.binop.op));
        expr(f, e->u.binop.right);
        fputc(')', f);
        break;
    case E_UNARYOP: {
        static const char *const names[] = {"Invert", "Not", "UAdd", "USub"};
        fprintf(f, "UnaryOp(op=%s(), operand=", names[e->u.unaryop.op]);
        expr(f, e->u.unaryop.operand);
        fputc(')', f);
        break;
    }
    case E_LAMBDA:
        fputs("Lambda(args=", f);
        arguments(f, e->u.lambda.args);
        fputs(", body=", f);
        expr(f, e->u.lambda.body);
        fputc(')', f);
        break;
    case E_IFEXP:
        fputs("IfExp(test=", f);
        expr(f, e->u.ifexp.test);
        fputs(", body=", f);
        expr(f, e->u.ifexp.body);
        fputs(", orelse=", f);
        expr(f, e->u.ifexp.orelse);
        fputc(')', f);
        break;
    case E_DICT:
        fputs("Dict(keys=", f);
        exprs(f, e->u.dict.keys);
        fputs(", values=", f);
        exprs(f, e->u.dict.values);
        fputc(')', f);
        break;
    case E_SET:
        fputs("Set(elts=", f);
        exprs(f, e->u.set.elts);
        fputc(')', f);
        break;
    case E_LISTCOMP:
    case E_SETCOMP:
    case E_GENEXP:
        fputs(e->kind == E_LISTCOMP ? "ListComp(elt=" : e->kind == E_SETCOMP ? "SetComp(elt=" : "GeneratorExp(elt=", f);
        expr(f, e->u.comp.elt);
        fputs(", generators=", f);
        generators(f, e->u.comp.generators);
        fputc(')', f);
        break;
    case E_DICTCOMP:
        fputs("DictComp(key=", f);
        expr(f, e->u.dictcomp.key);
        fputs(", value=", f);
        expr(f, e->u.dictcomp.value);
        fputs(", generators=", f);
        generators(f, e->u.dictcomp.generators);
        fputc(')', f);
        break;
    case E_YIELD:
        fputs("Yield(", f);
        if (e->u.yield.value) {
            fputs("value=", f);
            expr(f, e->u.yield.value);
        }
        fputc(')', f);
        break;
    case E_YIELDFROM:
        fputs("YieldFrom(value=", f);
        expr(f, e->u.yield.value);
        fputc(')', f);
        break;
    case E_COMPARE:
        fputs("Compare(left=", f);
        expr(f, e->u.compare.left);
        fputs(", ops=[", f);
        for (int i = 0; i < e->u.compare.n; i++) fprintf(f, "%s%s()", i ? ", " : "", cmpop_name(e->u.compare.ops[i]));
        fputs("], comparators=", f);
        exprs(f, e->u.compare.comparators);
        fputc(')', f);
        break;
    case E_CALL:
        fputs("Call(func=", f);
        expr(f, e->u.call.func);
        fputs(", args=", f);
        exprs(f, e->u.call.args);
        fputs(", keywords=", f);
        keywords(f, e->u.call.keywords);
        fputc(')', f);
        break;
    case E_FORMATTEDVALUE:
        fputs("FormattedValue(value=", f);
        expr(f, e->u.formatted.value);
        fprintf(f, ", conversion=%d", e->u.formatted.conversion);
        field(f, "format_spec", e->u.formatted.format_spec);
        fputc(')', f);
        break;
    case E_JOINEDSTR:
        fputs("JoinedStr(values=", f);
        exprs(f, e->u.joinedstr.values);
        fputc(')', f);
        break;
    case E_CONSTANT:
        fputs("Constant(value=", f);
        obj(f, e->u.constant.value);
        fputc(')', f);
        break;
    case E_ATTRIBUTE:
        fputs("Attribute(value=", f);
        expr(f, e->u.attribute.value);
        fputs(", attr=", f);
        obj(f, e->u.attribute.attr);
        ctx(f, e->u.attribute.ctx);
        fputc(')', f);
        break;
    case E_SUBSCRIPT:
        fputs("Subscript(value=", f);
        expr(f, e->u.subscript.value);
        fputs(", slice=", f);
        expr(f, e->u.subscript.slice);
        ctx(f, e->u.subscript.ctx);
        fputc(')', f);
        break;
    case E_STARRED:
        fputs("Starred(value=", f);
        expr(f, e->u.starred.value);
        ctx(f, e->u.starred.ctx);
        fputc(')', f);
        break;
    case E_NAME:
        fputs("Name(id=", f);
        obj(f, e->u.name.id);
        ctx(f, e->u.name.ctx);
        fputc(')', f);
        break;
    case E_LIST:
    case E_TUPLE:
        fputs(e->kind == E_LIST ? "List(elts=" : "Tuple(elts=", f);
        exprs(f, e->u.list.elts);
        ctx(f, e->u.list.ctx);
        fputc(')', f);
        break;
    case E_SLICE: {
        fputs("Slice(", f);
        const char *sep = "";
        if (e->u.slice.lower) {
            fputs("lower=", f);
            expr(f, e->u.slice.lower);
            sep = ", ";
        }
        if (e->u.slice.upper) {
            fprintf(f, "%supper=", sep);
            expr(f, e->u.slice.upper);
            sep = ", ";
        }
        if (e->u.slice.step) {
            fprintf(f, "%sstep=", sep);
            expr(f, e->u.slice.step);
        }
        fputc(')', f);
        break;
    }
    default:
        fputs("?", f);
        break;
    }
}

static void pattern(FILE *f, Pattern *p);

static void patterns(FILE *f, Seq s)
{
    fputc('[', f);
    for (int i = 0; i < s.n; i++) {
        if (i) fputs(", ", f);
        pattern(f, s.items[i]);
    }
    fputc(']', f);
}

static void pattern(FILE *f, Pattern *p)
{
    switch (p->kind) {
    case P_VALUE:
        fputs("MatchValue(value=", f);
        expr(f, p->u.value.value);
        break;
    case P_SINGLETON:
        fputs("MatchSingleton(value=", f);
        obj(f, p->u.singleton.value);
        break;
    case P_SEQUENCE:
    case P_OR:
        fputs(p->kind == P_OR ? "MatchOr(patterns=" : "MatchSequence(patterns=", f);
        patterns(f, p->u.seq.patterns);
        break;
    case P_MAPPING:
        fputs("MatchMapping(keys=", f);
        exprs(f, p->u.mapping.keys);
        fputs(", patterns=", f);
        patterns(f, p->u.mapping.patterns);
        if (p->u.mapping.rest) {
            fputs(", rest=", f);
            obj(f, p->u.mapping.rest);
        }
        break;
    case P_CLASS:
        fputs("MatchClass(cls=", f);
        expr(f, p->u.cls.cls);
        fputs(", patterns=", f);
        patterns(f, p->u.cls.patterns);
        fputs(", kwd_attrs=[", f);
        for (int i = 0; i < p->u.cls.kwd_attrs.n; i++) {
            if (i) fputs(", ", f);
            obj(f, p->u.cls.kwd_attrs.items[i]);
        }
        fputs("], kwd_patterns=", f);
        patterns(f, p->u.cls.kwd_patterns);
        break;
    case P_STAR:
        fputs("MatchStar(", f);
        if (p->u.star.name) {
            fputs("name=", f);
            obj(f, p->u.star.name);
        }
        break;
    case P_AS:
        fputs("MatchAs(", f);
        if (p->u.as.pattern) {
            fputs("pattern=", f);
            pattern(f, p->u.as.pattern);
            if (p->u.as.name) fputs(", ", f);
        }
        if (p->u.as.name) {
            fputs("name=", f);
            obj(f, p->u.as.name);
        }
        break;
    }
    fputc(')', f);
}

static void stmt(FILE *f, Stmt *s)
{
    switch (s->kind) {
    case S_FUNCTIONDEF:
        fputs("FunctionDef(name=", f);
        obj(f, s->u.funcdef.name);
        fputs(", args=", f);
        arguments(f, s->u.funcdef.args);
        fputs(", body=", f);
        stmts(f, s->u.funcdef.body);
        fputs(", decorator_list=", f);
        exprs(f, s->u.funcdef.decorators);
        field(f, "returns", s->u.funcdef.returns);
        fputc(')', f);
        break;
    case S_CLASSDEF:
        fputs("ClassDef(name=", f);
        obj(f, s->u.classdef.name);
        fputs(", bases=", f);
        exprs(f, s->u.classdef.bases);
        fputs(", keywords=", f);
        keywords(f, s->u.classdef.keywords);
        fputs(", body=", f);
        stmts(f, s->u.classdef.body);
        fputs(", decorator_list=", f);
        exprs(f, s->u.classdef.decorators);
        fputc(')', f);
        break;
    case S_RETURN:
        fputs("Return(", f);
        if (s->u.ret.value) {
            fputs("value=", f);
            expr(f, s->u.ret.value);
        }
        fputc(')', f);
        break;
    case S_DELETE:
        fputs("Delete(targets=", f);
        exprs(f, s->u.del.targets);
        fputc(')', f);
        break;
    case S_ASSIGN:
        fputs("Assign(targets=", f);
        exprs(f, s->u.assign.targets);
        fputs(", value=", f);
        expr(f, s->u.assign.value);
        fputc(')', f);
        break;
    case S_AUGASSIGN:
        fputs("AugAssign(target=", f);
        expr(f, s->u.augassign.target);
        fprintf(f, ", op=%s(), value=", binop_name(s->u.augassign.op));
        expr(f, s->u.augassign.value);
        fputc(')', f);
        break;
    case S_ANNASSIGN:
        fputs("AnnAssign(target=", f);
        expr(f, s->u.annassign.target);
        fputs(", annotation=", f);
        expr(f, s->u.annassign.annotation);
        field(f, "value", s->u.annassign.value);
        fprintf(f, ", simple=%d)", s->u.annassign.simple);
        break;
    case S_FOR:
        fputs("For(target=", f);
        expr(f, s->u.forloop.target);
        fputs(", iter=", f);
        expr(f, s->u.forloop.iter);
        fputs(", body=", f);
        stmts(f, s->u.forloop.body);
        fputs(", orelse=", f);
        stmts(f, s->u.forloop.orelse);
        fputc(')', f);
        break;
    case S_WHILE:
    case S_IF:
        fputs(s->kind == S_WHILE ? "While(test=" : "If(test=", f);
        expr(f, s->u.ifstmt.test);
        fputs(", body=", f);
        stmts(f, s->u.ifstmt.body);
        fputs(", orelse=", f);
        stmts(f, s->u.ifstmt.orelse);
        fputc(')', f);
        break;
    case S_WITH:
        fputs("With(items=[", f);
        for (int i = 0; i < s->u.with.items.n; i++) {
            WithItem *w = s->u.with.items.items[i];
            fputs(i ? ", withitem(context_expr=" : "withitem(context_expr=", f);
            expr(f, w->context_expr);
            field(f, "optional_vars", w->optional_vars);
            fputc(')', f);
        }
        fputs("], body=", f);
        stmts(f, s->u.with.body);
        fputc(')', f);
        break;
    case S_RAISE:
        fputs("Raise(", f);
        if (s->u.raise.exc) {
            fputs("exc=", f);
            expr(f, s->u.raise.exc);
            field(f, "cause", s->u.raise.cause);
        }
        fputc(')', f);
        break;
    case S_TRY:
        fputs("Try(body=", f);
        stmts(f, s->u.tryst.body);
        fputs(", handlers=[", f);
        for (int i = 0; i < s->u.tryst.handlers.n; i++) {
            ExceptHandler *h = s->u.tryst.handlers.items[i];
            fputs(i ? ", ExceptHandler(" : "ExceptHandler(", f);
            if (h->type) {
                fputs("type=", f);
                expr(f, h->type);
                fputs(", ", f);
            }
            if (h->name) {
                fputs("name=", f);
                obj(f, h->name);
                fputs(", ", f);
            }
            fputs("body=", f);
            stmts(f, h->body);
            fputc(')', f);
        }
        fputs("], orelse=", f);
        stmts(f, s->u.tryst.orelse);
        fputs(", finalbody=", f);
        stmts(f, s->u.tryst.finalbody);
        fputc(')', f);
        break;
    case S_ASSERT:
        fputs("Assert(test=", f);
        expr(f, s->u.assert.test);
        field(f, "msg", s->u.assert.msg);
        fputc(')', f);
        break;
    case S_IMPORT:
    case S_IMPORTFROM: {
        Seq names = s->kind == S_IMPORT ? s->u.import.names : s->u.importfrom.names;
        if (s->kind == S_IMPORT) {
            fputs("Import(names=[", f);
        }
        else {
            fputs("ImportFrom(", f);
            if (s->u.importfrom.module) {
                fputs("module=", f);
                obj(f, s->u.importfrom.module);
                fputs(", ", f);
            }
            fputs("names=[", f);
        }
        for (int i = 0; i < names.n; i++) {
            Alias *a = names.items[i];
            fputs(i ? ", alias(name=" : "alias(name=", f);
            obj(f, a->name);
            if (a->asname) {
                fputs(", asname=", f);
                obj(f, a->asname);
            }
            fputc(')', f);
        }
        fputc(']', f);
        if (s->kind == S_IMPORTFROM) fprintf(f, ", level=%d", s->u.importfrom.level);
        fputc(')', f);
        break;
    }
    case S_GLOBAL:
    case S_NONLOCAL:
        fputs(s->kind == S_GLOBAL ? "Global(names=[" : "Nonlocal(names=[", f);
        for (int i = 0; i < s->u.global.names.n; i++) {
            if (i) fputs(", ", f);
            obj(f, s->u.global.names.items[i]);
        }
        fputs("])", f);
        break;
    case S_EXPR:
        fputs("Expr(value=", f);
        expr(f, s->u.expr.value);
        fputc(')', f);
        break;
    case S_PASS: fputs("Pass()", f); break;
    case S_BREAK: fputs("Break()", f); break;
    case S_CONTINUE: fputs("Continue()", f); break;
    case S_MATCH:
        fputs("Match(subject=", f);
        expr(f, s->u.match.subject);
        fputs(", cases=[", f);
        for (int i = 0; i < s->u.match.cases.n; i++) {
            MatchCase *mc = s->u.match.cases.items[i];
            fputs(i ? ", match_case(pattern=" : "match_case(pattern=", f);
            pattern(f, mc->pattern);
            if (mc->guard) field(f, "guard", mc->guard);
            fputs(", body=", f);
            stmts(f, mc->body);
            fputc(')', f);
        }
        fputs("])", f);
        break;
    default: fputs("?", f); break;
    }
}

static void stmts(FILE *f, Seq s)
{
    fputc('[', f);
    for (int i = 0; i < s.n; i++) {
        if (i) fputs(", ", f);
        stmt(f, s.items[i]);
    }
    fputc(']', f);
}

void ast_dump(Module *m, FILE *f)
{
    fputs("Module(body=", f);
    stmts(f, m->body);
    fputs(", type_ignores=[])", f);
}
