package msie3

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	maxLength int // 0 for dialect.DefaultMaxLength
}

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength]. The observations say nothing of a limit.
func WithMaxLength(n int) Option {
	return func(o *options) { o.maxLength = dialect.MaxLength(n) }
}

// optionTable names the one option, maxlength: no observation shows a
// behaviour that changed between versions of MSIE 3.
var optionTable = optiontable.Table[options]{
	Dialect: name,
	Specs: []optiontable.Spec[options]{
		optiontable.MaxLength(func(o *options) *int { return &o.maxLength }),
	},
}
