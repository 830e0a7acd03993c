/* The one translation unit of resil-sim that holds resil's implementation.
   It includes resil.h through sim.h so that every unit sees the same
   compile-time options (struct layouts must agree). */
#define RESIL_IMPLEMENTATION
#include "sim.h"
