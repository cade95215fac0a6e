package mosaic2

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	maxLength int // 0 for dialect.DefaultMaxLength
}

// WithMaxLength sets the longest string, in bytes, that Parse, Resolve and
// Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0
// or less for [dialect.DefaultMaxLength]. Mosaic set none: HTParse
// allocated what the two strings needed.
func WithMaxLength(n int) Option {
	return func(o *options) { o.maxLength = dialect.MaxLength(n) }
}

// optionTable names the options: maxlength. Mosaic 2.x's resolver did not
// change between the versions whose source is public, so there is no
// version option.
var optionTable = optiontable.Table[options]{
	Dialect: name,
	Specs: []optiontable.Spec[options]{
		optiontable.MaxLength(func(o *options) *int { return &o.maxLength }),
	},
}
