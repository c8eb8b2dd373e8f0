#ifndef SHALE_CLIBXML2_SHIM_H
#define SHALE_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>

// Shale never touches libxml2's ICU converters, and the system ICU headers clash with the copy of ICU
// that Foundation brings into Swift. Without this, libxml/encoding.h would include <unicode/ucnv.h>.
// Only the tail of xmlCharEncodingHandler changes, a struct Shale uses through pointers alone.
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

// libxml2 2.9 reports some problems (encoding conversion, I/O) through its "generic" error function, which
// prints to standard error: Shale reports every problem itself, located, from the structured errors. A
// variadic C function cannot be written in Swift, so the no-op handler lives here. The handler is per thread.
static void shale_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static inline void shale_silence_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, shale_ignore_generic_error);
}

#endif
