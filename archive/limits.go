package archive

// Limits bound the work one record can cause. Passing one fails that
// record (its reader returns an error naming the limit), never the run.
type Limits struct {
	// MaxBodySize is the most bytes a decoded payload may hold (after
	// content codings are undone): a small gzip, br or zstd body that
	// inflates to gigabytes fails its record here.
	MaxBodySize int64
	// MaxContentCodings is the most content codings one payload may
	// list (Content-Encoding: gzip, gzip, ...); each stacks a decoder.
	MaxContentCodings int
}

// DefaultLimits are the limits of a Reader that is given none, and the
// defaults of the commands' flags.
var DefaultLimits = Limits{MaxBodySize: 128 << 20, MaxContentCodings: 4}

// orDefault fills the zero fields of l from DefaultLimits.
func (l Limits) orDefault() Limits {
	if l.MaxBodySize <= 0 {
		l.MaxBodySize = DefaultLimits.MaxBodySize
	}
	if l.MaxContentCodings <= 0 {
		l.MaxContentCodings = DefaultLimits.MaxContentCodings
	}
	return l
}

// SetLimits sets the limits of the records r returns from now on.
func (r *Reader) SetLimits(l Limits) { r.limits = l }
