/* The one translation unit of resil-sim that holds resil's implementation. */
#define RESIL_IMPLEMENTATION
#include "resil.h"
