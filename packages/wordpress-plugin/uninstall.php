<?php
/**
 * Removes the plugin's options when it is deleted.
 *
 * @package StorefrontIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Deletes every `storefront_islands_*` option (the on/off switch and one per island), on each site of a network.
 */
function storefront_islands_uninstall_site() {
	global $wpdb;
	$names = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s",
			$wpdb->esc_like( 'storefront_islands_' ) . '%'
		)
	);
	foreach ( (array) $names as $name ) {
		delete_option( $name );
	}
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $storefront_islands_site ) {
		switch_to_blog( (int) $storefront_islands_site );
		storefront_islands_uninstall_site();
		restore_current_blog();
	}
} else {
	storefront_islands_uninstall_site();
}
