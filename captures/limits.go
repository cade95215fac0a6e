package captures

// Limits bound the work of reading indexes and of a lookup. A zero field
// takes its default. Passing a limit fails what passes it (a line, an
// index, a lookup's redirect chain), never a whole run.
type Limits struct {
	// MaxLine is the longest index line read, in bytes; a longer line
	// fails (default 1 MiB: the longest URLs captured are some tens of
	// kilobytes).
	MaxLine int
	// MaxBadLines is how many lines of one index may be damaged or out of
	// order: each is kept (its place, and an out-of-order line's capture)
	// so that searches pass it by. An index with more is refused as not
	// sorted (default 10,000).
	MaxBadLines int
	// MaxCaptures is how many captures of one key a lookup reads from one
	// index, nearest first, to find one it can use (default 1,000).
	MaxCaptures int
	// MaxRedirects is how many redirects a lookup follows; a longer chain
	// stops there (default 20, as Chromium and Firefox stop a chain).
	MaxRedirects int
}

// The default limits.
const (
	DefaultMaxLine      = 1 << 20
	DefaultMaxBadLines  = 10_000
	DefaultMaxCaptures  = 1_000
	DefaultMaxRedirects = 20
)

// withDefaults returns l with every zero field set to its default.
func (l Limits) withDefaults() Limits {
	set := func(v *int, def int) {
		if *v <= 0 {
			*v = def
		}
	}
	set(&l.MaxLine, DefaultMaxLine)
	set(&l.MaxBadLines, DefaultMaxBadLines)
	set(&l.MaxCaptures, DefaultMaxCaptures)
	set(&l.MaxRedirects, DefaultMaxRedirects)
	return l
}
