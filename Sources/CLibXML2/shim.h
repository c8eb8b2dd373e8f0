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

#endif
