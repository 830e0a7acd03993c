#define RESIL_IMPLEMENTATION
#include "resil.h"
