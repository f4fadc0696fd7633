/* iomodule.c: `_io`, the C half of `io`.
 *
 * The file objects themselves are part of the runtime (open() is a
 * builtin: runtime/fileobject.c); this module only names them, as
 * CPython's _io does, so that `io.open is open`,
 * `isinstance(f, io.TextIOWrapper)` and `except io.UnsupportedOperation`
 * work.  io.py adds StringIO and BytesIO in Python.
 *
 * Thread safety: the module holds only immortal types and constants,
 * written once at import (under the import lock).
 */
#include "modules/modules.h"

int iomodule_init(void)
{
    Object *m = module_new_builtin("_io", NULL);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    Object *builtins = ts_get()->interp->builtins;
    Object *open = dict_get_str(builtins, STR_ID("open"));
    if (open == NULL) return -1;
    Type *types[] = {&TextIOWrapper_Type, &BufferedReader_Type, &BufferedWriter_Type, &BufferedRandom_Type,
                     &FileIO_Type, Exc_UnsupportedOperation};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        Object *name = type_name_obj(types[i]);
        int r = name ? dict_set(d, name, (Object *)types[i]) : -1;
        XDECREF(name);
        if (r < 0) return -1;
    }
    if (dict_set_cstr(d, "open", open) < 0) return -1;
    return dict_set_cstr(d, "DEFAULT_BUFFER_SIZE", small_new(8192));
}
