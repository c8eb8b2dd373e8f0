// The declaration in include/CLibFuzzer.h is the whole module; libFuzzer itself defines the function.
#include "CLibFuzzer.h"
