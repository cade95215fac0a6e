package python15

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
)

// Validate reports only a string longer than the limit (option maxlength):
// urlparse checked nothing, and split every string it was given; under
// version=2.7, also the netloc urlsplit refuses ("Invalid IPv6 URL"). See
// "Validation" in the package doc.
func (d *Dialect) Validate(s string) error {
	if err := clientcore.Validate(name, s, d.opts.MaxLength); err != nil || d.opts.version != Version27 {
		return err
	}
	var es dialect.Errors
	if _, pe := d.urlparse27(s, ""); pe != nil {
		es.Add(pe)
	}
	return es.Err()
}
