/* The resil implementation, in its own unit as a user would build it (so
   the measured calls are real calls, not inlined into the bench loop). */
#define RESIL_IMPLEMENTATION
#include "resil.h"
