package mosaic2

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// An Option configures a [Dialect].
type Option func(*options)

type options struct{ optiontable.Limits }

// WithMaxLength sets the longest string, in bytes, that Parse, Resolve and
// Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0
// or less for [dialect.DefaultMaxLength]. Mosaic set none: HTParse
// allocated what the two strings needed.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }
