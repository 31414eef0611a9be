// Preloaded under valgrind by key-bench.sh: hands sigsuspend a copy of its mask on the stack. valgrind 3.19 writes
// into the mask it is given, and libdispatch's parked main thread passes a constant in read-only memory.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    int (*real)(const sigset_t *) = (int (*)(const sigset_t *))dlsym(RTLD_NEXT, "sigsuspend");
    return real ? real(&copy) : -1;
}
