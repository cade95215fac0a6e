package libwwwperl5

import "github.com/uridialect/uridialect/internal/kernel/clientcore"

// Validate reports only a string longer than the limit (option maxlength):
// URI::URL checked nothing, new() and _parse took every string. See
// "Validation" in the package doc.
func (d *Dialect) Validate(s string) error {
	return clientcore.Validate(name, s, d.opts.MaxLength)
}
