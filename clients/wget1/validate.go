package wget1

import "github.com/uridialect/uridialect/internal/kernel/clientcore"

// Validate reports only a string longer than the limit (option
// maxlength): Wget checked no grammar; what parseurl refused is a
// resolution's error, not a violation.
func (d *Dialect) Validate(s string) error {
	return clientcore.Validate(name, s, d.opts.MaxLength)
}
